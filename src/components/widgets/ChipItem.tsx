import { memo } from "react";
import styles from "./ChipsInput.module.css";

// antd's CloseOutlined shape as plain SVG: the icon component costs a style hook per chip.
const CLOSE_PATH =
  "M563.8 512l262.5-312.9c4.4-5.2.7-13.1-6.1-13.1h-79.8c-4.7 0-9.2 2.1-12.3 5.7L511.6 449.8 295.1 191.7c-3-3.6-7.5-5.7-12.3-5.7H203c-6.8 0-10.5 7.9-6.1 13.1L459.4 512 196.9 824.9A7.95 7.95 0 00203 838h79.8c4.7 0 9.2-2.1 12.3-5.7l216.5-258.1 216.5 258.1c3 3.6 7.5 5.7 12.3 5.7h79.8c6.8 0 10.5-7.9 6.1-13.1L563.8 512z";

const CloseGlyph = () => (
  <svg viewBox="64 64 896 896" width="1em" height="1em" fill="currentColor" aria-hidden focusable="false">
    <path d={CLOSE_PATH} />
  </svg>
);

interface ChipItemProps {
  text: string;
  invalid?: boolean;
  /** the remove button's accessible name; no button when absent */
  removeLabel?: string;
  /** position in the list, handed back to onRemove so one stable handler serves every chip */
  index?: number;
  onRemove?: (index: number) => void;
}

/** Plain markup styled like an antd Tag (500 chips, no style hook each), with a real remove button. */
export const ChipItem = memo(function ChipItem({
  text,
  invalid = false,
  removeLabel,
  index = 0,
  onRemove,
}: ChipItemProps) {
  return (
    <li className={styles.item} aria-invalid={invalid || undefined}>
      <span className={invalid ? `${styles.chip} ${styles.invalid}` : styles.chip}>
        <span className={styles.text}>{text}</span>
        {removeLabel !== undefined && onRemove && (
          <button type="button" className={styles.remove} aria-label={removeLabel} onClick={() => onRemove(index)}>
            <CloseGlyph />
          </button>
        )}
      </span>
    </li>
  );
});
