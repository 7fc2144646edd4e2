import { Button, type ButtonProps } from "antd";

/** On a phone only its icon, named by its text, so Views, Columns and Export share one row. */
export const ToolbarButton = ({ compact, label, ...button }: ButtonProps & { compact?: boolean; label: string }) => (
  <Button {...button} aria-label={compact ? label : undefined} title={compact ? label : undefined}>
    {compact ? null : label}
  </Button>
);
