import styles from "./DataTable.module.css";

/** Each hyphenated word held on one line: a browser may wrap after a hyphen ("Recovery e-/mail"). */
export const HeaderText = ({ text }: { text: string }) => (
  <>
    {text.split(/(\s+)/).map((part, i) =>
      part.includes("-") ? (
        <span key={i} className={styles.headerWord}>
          {part}
        </span>
      ) : (
        part
      ),
    )}
  </>
);
