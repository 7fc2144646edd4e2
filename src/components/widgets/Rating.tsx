import { useRef, useState, type KeyboardEvent } from "react";
import { theme } from "antd";
import { useTranslate } from "@refinedev/core";
import { RATING_DEFAULT_STARS } from "@/config";
import { displayedRating, formatRating, ratingKeyTarget, starFill } from "./ratingKeys";
import { RatingStar } from "./RatingStar";
import type { CssVars } from "./cssVars";
import styles from "./Rating.module.css";

export type RatingSize = "small" | "medium" | "large";
export type RatingColor = "yellow" | "primary" | "secondary" | "success" | "warning" | "danger";

export interface RatingProps {
  value?: number;
  onChange?: (value: number) => void;
  countStars?: number;
  size?: RatingSize;
  color?: RatingColor;
  allowHalf?: boolean;
  showValue?: boolean;
  label?: string;
  readOnly?: boolean;
}

type Token = ReturnType<typeof theme.useToken>["token"];

const starColor = (token: Token, color: RatingColor): string =>
  ({
    yellow: token.yellow6,
    primary: token.colorPrimary,
    secondary: token.colorTextSecondary,
    success: token.colorSuccess,
    warning: token.colorWarning,
    danger: token.colorError,
  })[color];

const starSize = (token: Token, size: RatingSize): number =>
  ({ small: token.fontSizeLG, medium: token.fontSizeXL, large: token.fontSizeHeading2 })[size];

/** The ARIA radio-group pattern when interactive; display-only ratings are one image named with the value. */
export const Rating = ({
  value = 0,
  onChange,
  countStars = RATING_DEFAULT_STARS,
  size = "medium",
  color = "yellow",
  allowHalf = false,
  showValue = false,
  label,
  readOnly = false,
}: RatingProps) => {
  const t = useTranslate();
  const { token } = theme.useToken();
  const [hovered, setHovered] = useState<number>();
  const starRefs = useRef<(HTMLSpanElement | null)[]>([]);
  const interactive = !readOnly && onChange !== undefined;
  const name = label ?? t("def.widgets.rating.label");
  const shown = interactive && hovered !== undefined ? hovered : displayedRating(value, allowHalf);
  const selected = Math.round(value);
  const stars = Array.from({ length: countStars }, (_, i) => i + 1);

  const vars: CssVars = {
    "--rating-color": starColor(token, color),
    "--rating-empty": token.colorFillContent,
    "--rating-focus": token.colorPrimaryBorderHover,
    "--rating-size": `${starSize(token, size)}px`,
    "--rating-text": token.colorText,
    "--rating-value-size": `${size === "small" ? token.fontSizeSM : token.fontSize}px`,
  };

  const select = (star: number) => {
    onChange?.(star);
    starRefs.current[star - 1]?.focus();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLSpanElement>, star: number) => {
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      select(star);
      return;
    }
    const target = ratingKeyTarget(event.key, value, countStars);
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  const valueText = showValue && (
    <span className={styles.value} aria-hidden>
      {formatRating(value)}
    </span>
  );

  if (!interactive) {
    const summary = t("def.widgets.rating.summary", { label: name, value: formatRating(value), max: countStars });
    return (
      <span className={styles.rating} style={vars} role="img" aria-label={summary}>
        {stars.map((star) => (
          <span key={star} className={styles.star} data-fill={starFill(star, shown)}>
            <RatingStar fill={starFill(star, shown)} />
          </span>
        ))}
        {valueText}
      </span>
    );
  }

  const tabStop = selected >= 1 && selected <= countStars ? selected : 1;
  return (
    <span
      className={styles.rating}
      style={vars}
      role="radiogroup"
      aria-label={name}
      onMouseLeave={() => setHovered(undefined)}
    >
      {stars.map((star) => (
        <span
          key={star}
          ref={(element) => {
            starRefs.current[star - 1] = element;
          }}
          className={`${styles.star} ${styles.interactive}`}
          data-fill={starFill(star, shown)}
          role="radio"
          aria-checked={star === selected}
          aria-label={t("def.widgets.rating.star", { value: star, max: countStars })}
          tabIndex={star === tabStop ? 0 : -1}
          onClick={() => select(star)}
          onKeyDown={(event) => handleKeyDown(event, star)}
          onMouseEnter={() => setHovered(star)}
        >
          <RatingStar fill={starFill(star, shown)} />
        </span>
      ))}
      {valueText}
    </span>
  );
};
