import { CheckOutlined } from "@ant-design/icons";
import { useGetLocale, useSetLocale, useTranslate } from "@refinedev/core";
import { Command } from "cmdk";
import { LANGUAGES } from "@/config";
import { languageNames } from "@/lib/languageNames";
import { htmlLangCode } from "@/lib/locales";
import { useUiStore } from "@/state/ui";
import styles from "./CommandPalette.module.css";

export const PreferenceGroup = ({ onDone }: { onDone: () => void }) => {
  const t = useTranslate();
  const mode = useUiStore((s) => s.theme);
  const toggleTheme = useUiStore((s) => s.toggleTheme);
  const getLocale = useGetLocale();
  const setLocale = useSetLocale();
  const current = getLocale();
  return (
    <Command.Group heading={t("palette.groups.preferences")}>
      <Command.Item
        value={mode === "dark" ? t("topbar.theme_light") : t("topbar.theme_dark")}
        keywords={[t("palette.theme")]}
        onSelect={() => {
          toggleTheme();
          onDone();
        }}
        className={styles.item}
      >
        <span className={styles.label}>{mode === "dark" ? t("topbar.theme_light") : t("topbar.theme_dark")}</span>
      </Command.Item>
      {LANGUAGES.map((code) => (
        <Command.Item
          key={code}
          value={`${t(`topbar.languages.${code}`)} ${code}`}
          // Its own, English and the reader's names: "ukr" finds Українська.
          keywords={[t("palette.language"), ...languageNames(htmlLangCode(code), htmlLangCode(current ?? ""))]}
          onSelect={() => {
            void setLocale(code);
            onDone();
          }}
          className={styles.item}
        >
          <span className={styles.label} lang={code === "ua" ? "uk" : code}>
            {t(`topbar.languages.${code}`)}
          </span>
          <span className={styles.hint}>
            {code === current ? (
              <>
                <CheckOutlined aria-hidden /> {t("palette.current_language")}
              </>
            ) : (
              t("palette.language")
            )}
          </span>
        </Command.Item>
      ))}
    </Command.Group>
  );
};
