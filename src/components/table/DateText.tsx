import styles from "./DataTable.module.css";

/** May break after the comma, never inside the day or time, so many-column lists fit. */
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
