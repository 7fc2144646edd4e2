import {
  useCallback,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ClipboardEvent,
  type KeyboardEvent,
  type MouseEvent,
} from "react";
import { theme } from "antd";
import { useTranslate } from "@refinedev/core";
import { CHIPS_MAX } from "@/config";
import { addChips, sanitizeChip, splitInput } from "./chips";
import { ChipItem } from "./ChipItem";
import { useFlaggedChips } from "./useFlaggedChips";
import type { CssVars } from "./cssVars";
import styles from "./ChipsInput.module.css";

export interface ChipsInputProps {
  value?: string[];
  onChange?: (value: string[]) => void;
  max?: number;
  placeholder?: string;
  /** feedback texts may repeat; everything else rejects duplicates */
  allowDuplicates?: boolean;
  /** applied to every piece before it becomes a chip; sanitizeChip by default */
  sanitize?: (text: string) => string;
  disabled?: boolean;
  status?: "error" | "warning";
  id?: string;
  "aria-label"?: string;
  "aria-labelledby"?: string;
  "aria-describedby"?: string;
}

const SEPARATOR = /[\r\n,]/;
const NO_CHIPS: string[] = [];

export const ChipsInput = ({
  value = NO_CHIPS,
  onChange,
  max = CHIPS_MAX,
  placeholder,
  allowDuplicates = false,
  sanitize = sanitizeChip,
  disabled = false,
  status,
  id,
  "aria-label": ariaLabel,
  "aria-labelledby": ariaLabelledBy,
  "aria-describedby": ariaDescribedBy,
}: ChipsInputProps) => {
  const t = useTranslate();
  const { token } = theme.useToken();
  const [text, setText] = useState("");
  const [maxReached, setMaxReached] = useState(false);
  const { flagged, flag } = useFlaggedChips();
  const inputRef = useRef<HTMLInputElement>(null);
  const messageId = useId();

  const commit = (raw: string) => {
    const pieces = splitInput(raw)
      .map(sanitize)
      .filter((piece) => piece.trim() !== "");
    if (pieces.length === 0) return;
    const result = addChips(value, pieces, { max, allowDuplicates });
    if (result.value.length !== value.length) onChange?.(result.value);
    flag(result.duplicates);
    setMaxReached(result.refused.length > 0);
  };

  // One handler for every chip that never changes identity, so the memoised chips skip re-rendering.
  const latest = useRef({ value, onChange });
  useLayoutEffect(() => {
    latest.current = { value, onChange };
  });
  const removeAt = useCallback((index: number) => {
    const { value: current, onChange: emit } = latest.current;
    emit?.(current.filter((_, i) => i !== index));
    setMaxReached(false);
    // The clicked button is gone after removal; keep focus inside the widget.
    inputRef.current?.focus();
  }, []);

  const handleChange = (next: string) => {
    // Typing a comma (or an IME inserting a line break) finishes every piece before it.
    if (!SEPARATOR.test(next)) {
      setText(next);
      return;
    }
    const pieces = next.split(SEPARATOR);
    const rest = pieces.pop() ?? "";
    commit(pieces.join("\n"));
    setText(rest);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === "Enter" && text.trim() !== "") {
      // Inside a form Enter would otherwise submit it.
      event.preventDefault();
      commit(text);
      setText("");
    } else if (event.key === "Backspace" && text === "" && value.length > 0) {
      event.preventDefault();
      removeAt(value.length - 1);
    }
  };

  // A single-line input flattens pasted line breaks, so multi-line pastes are split here.
  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData("text");
    if (!SEPARATOR.test(pasted)) return;
    event.preventDefault();
    const input = event.currentTarget;
    const start = input.selectionStart ?? text.length;
    const end = input.selectionEnd ?? text.length;
    commit(text.slice(0, start) + pasted + text.slice(end));
    setText("");
  };

  const handleBlur = () => {
    if (text.trim() === "") return;
    commit(text);
    setText("");
  };

  const focusInput = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) inputRef.current?.focus();
  };

  const invalid = status === "error" || maxReached;
  const vars: CssVars = {
    "--chips-border": invalid ? token.colorError : token.colorBorder,
    "--chips-border-hover": invalid ? token.colorErrorHover : token.colorPrimaryHover,
    "--chips-border-active": invalid ? token.colorError : token.colorPrimary,
    "--chips-outline": invalid ? token.colorErrorOutline : token.controlOutline,
    "--chips-bg": disabled ? token.colorBgContainerDisabled : token.colorBgContainer,
    "--chips-radius": `${token.borderRadius}px`,
    "--chips-text": disabled ? token.colorTextDisabled : token.colorText,
    "--chips-placeholder": token.colorTextPlaceholder,
    "--chips-secondary": token.colorTextSecondary,
    "--chips-error": token.colorError,
    "--chips-font-sm": `${token.fontSizeSM}px`,
    "--chip-border": token.colorBorder,
    "--chip-bg": token.colorFillQuaternary,
    "--chip-radius": `${token.borderRadiusSM}px`,
    "--chip-error-border": token.colorErrorBorder,
    "--chip-error-bg": token.colorErrorBg,
  };
  // Keyed by text (plus occurrence for repeats) so removing one chip does not remount the rest.
  const seen = new Map<string, number>();
  const chipKeys = value.map((chip) => {
    const occurrence = seen.get(chip) ?? 0;
    seen.set(chip, occurrence + 1);
    return `${occurrence}:${chip}`;
  });
  const duplicateTexts = flagged.map((chip) => chip.text).join(", ");
  const describedBy = [ariaDescribedBy, messageId].filter(Boolean).join(" ");

  return (
    <div style={vars}>
      <div className={disabled ? `${styles.box} ${styles.disabled}` : styles.box} onClick={focusInput}>
        <ul className={styles.list} role="list">
          {value.map((chip, index) => (
            <ChipItem
              key={chipKeys[index]}
              text={chip}
              index={index}
              removeLabel={disabled ? undefined : t("def.widgets.chips.remove", { value: chip })}
              onRemove={removeAt}
            />
          ))}
          {flagged.map((chip) => (
            <ChipItem key={`flagged:${chip.id}`} text={chip.text} invalid />
          ))}
        </ul>
        <input
          ref={inputRef}
          id={id}
          className={styles.input}
          value={text}
          disabled={disabled}
          placeholder={placeholder ?? t("def.widgets.chips.placeholder")}
          aria-label={ariaLabel ?? (id || ariaLabelledBy ? undefined : t("def.widgets.chips.input_label"))}
          aria-labelledby={ariaLabelledBy}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          onChange={(event) => handleChange(event.target.value)}
          onKeyDown={handleKeyDown}
          onPaste={handlePaste}
          onBlur={handleBlur}
        />
      </div>
      <div className={styles.footer}>
        <div id={messageId} className={styles.message} role="alert">
          {maxReached && <div>{t("def.widgets.chips.max_reached", { max })}</div>}
          {flagged.length > 0 && <div>{t("def.widgets.chips.duplicate", { value: duplicateTexts })}</div>}
        </div>
        <span className={styles.count}>{t("def.widgets.chips.count", { count: value.length, max })}</span>
      </div>
    </div>
  );
};
