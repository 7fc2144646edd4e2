import { useId, useState, type ReactNode } from "react";
import { theme } from "antd";
import { Card, type CardProps } from "./Card";
import { DownOutlined } from "@ant-design/icons";
import type { CssVars } from "./cssVars";
import styles from "./CollapsibleCard.module.css";

interface CollapsibleCardProps extends Omit<CardProps, "title" | "children" | "onToggle"> {
  title?: ReactNode;
  children?: ReactNode;
  expanded?: boolean;
  defaultExpanded?: boolean;
  onToggle?: (next: boolean) => void;
}

/** The whole title is the disclosure button; a card without a title always stays open. */
export const CollapsibleCard = ({
  title,
  children,
  expanded,
  defaultExpanded = true,
  onToggle,
  styles: cardStyles,
  ...cardProps
}: CollapsibleCardProps) => {
  const { token } = theme.useToken();
  const [ownExpanded, setOwnExpanded] = useState(defaultExpanded);
  const bodyId = useId();
  const hasTitle = title !== undefined && title !== null && title !== false && title !== "";
  const isOpen = !hasTitle || (expanded ?? ownExpanded);

  const toggle = () => {
    const next = !isOpen;
    if (expanded === undefined) setOwnExpanded(next);
    onToggle?.(next);
  };

  const vars: CssVars = { "--card-focus": token.colorPrimaryBorderHover, "--card-icon": token.colorTextSecondary };
  const header = hasTitle ? (
    <button
      type="button"
      className={isOpen ? styles.toggle : `${styles.toggle} ${styles.collapsed}`}
      style={vars}
      aria-expanded={isOpen}
      aria-controls={bodyId}
      onClick={toggle}
    >
      <span>{title}</span>
      <DownOutlined className={styles.icon} aria-hidden />
    </button>
  ) : undefined;

  return (
    <Card
      {...cardProps}
      title={header}
      styles={{
        ...cardStyles,
        // A collapsed card shows its header only; the empty body would otherwise keep its padding.
        body: isOpen ? cardStyles?.body : { ...cardStyles?.body, padding: 0 },
      }}
    >
      <div id={bodyId} hidden={!isOpen}>
        {children}
      </div>
    </Card>
  );
};
