import { Button, type ButtonProps } from "antd";

/**
 * A list toolbar's button (Views, Columns, Export): on a phone only its icon, named by its text
 * (accessible name and tooltip), so the three share one row above the table.
 */
export const ToolbarButton = ({ compact, label, ...button }: ButtonProps & { compact?: boolean; label: string }) => (
  <Button {...button} aria-label={compact ? label : undefined} title={compact ? label : undefined}>
    {compact ? null : label}
  </Button>
);
