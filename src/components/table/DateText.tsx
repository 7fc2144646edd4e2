import styles from "./DataTable.module.css";

/**
 * A formatted date in a table cell. A narrow column may break it after the comma ("21 Nov 2024," /
 * "14:05"), never inside the day or the time, so a list of many columns fits without scrolling.
 */
export const DateText = ({ text }: { text: string }) => {
  const at = text.lastIndexOf(", ");
  if (at < 0) return <span className={styles.nowrap}>{text}</span>;
  return (
    <>
      <span className={styles.nowrap}>{text.slice(0, at + 1)}</span>{" "}
      <span className={styles.nowrap}>{text.slice(at + 2)}</span>
    </>
  );
};
