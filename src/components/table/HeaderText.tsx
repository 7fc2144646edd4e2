import styles from "./DataTable.module.css";

/**
 * A column title that breaks only between its words: a browser may wrap after a hyphen, which cut
 * "Recovery e-/mail" in two, so each hyphenated word is held on one line.
 */
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
