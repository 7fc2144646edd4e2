import { useTranslate } from "@refinedev/core";
import styles from "./SkipLink.module.css";

export const MAIN_CONTENT_ID = "main-content";

/** The first Tab stop of every signed-in page (WCAG 2.4.1), past the sidebar and top bar. */
export const SkipLink = ({ target }: { target: string }) => {
  const t = useTranslate();
  return (
    <a
      className={styles.skip}
      href={`#${target}`}
      onClick={(event) => {
        // The router owns the URL: move focus without adding "#main-content" to it.
        event.preventDefault();
        document.getElementById(target)?.focus();
      }}
    >
      {t("nav.skip_to_content")}
    </a>
  );
};
