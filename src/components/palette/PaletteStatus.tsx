import { useTranslate } from "@refinedev/core";
import { useCommandState } from "cmdk";
import styles from "./CommandPalette.module.css";

/** Read out as it changes; cmdk's own empty line does not count the records, which it does not filter. */
export const PaletteStatus = ({ busy, records }: { busy: string; records: number }) => {
  const t = useTranslate();
  const matches = useCommandState((state) => state.filtered.count);
  const text = busy || (matches === 0 && records === 0 ? t("palette.empty") : "");
  return (
    <div role="status" className={styles.status}>
      {text}
    </div>
  );
};
