import { GlobalOutlined } from "@ant-design/icons";
import { useGetLocale, useSetLocale, useTranslate } from "@refinedev/core";
import { Button, Dropdown, type MenuProps } from "antd";
import { LANGUAGES, type Language } from "@/config";
import { useUiStore } from "@/state/ui";
import { useMenuFocusReturn } from "./useMenuFocusReturn";

const asLanguage = (code: string | undefined): Language | undefined => LANGUAGES.find((l) => l === code);

export const LanguageMenu = () => {
  const t = useTranslate();
  const getLocale = useGetLocale();
  const setLocale = useSetLocale();
  // The stored language makes this re-render when the provider persists a switch.
  const stored = useUiStore((s) => s.language);
  const current = asLanguage(getLocale()) ?? stored;
  const { ref: trigger, onOpenChange: returnFocus } = useMenuFocusReturn();

  const items: MenuProps["items"] = LANGUAGES.map((code) => ({
    key: code,
    label: (
      <span lang={code === "ua" ? "uk" : code}>
        <strong style={{ display: "inline-block", width: 28 }}>{code.toUpperCase()}</strong>
        {t(`topbar.languages.${code}`)}
      </span>
    ),
  }));

  return (
    <Dropdown
      trigger={["click"]}
      // Opened from the keyboard, focus goes into the menu so the arrow keys move through it.
      autoFocus
      onOpenChange={returnFocus}
      menu={{
        items,
        selectable: true,
        selectedKeys: [current],
        onClick: ({ key }) => void setLocale(key),
      }}
    >
      <Button ref={trigger} type="text" icon={<GlobalOutlined />} aria-label={t("topbar.language")}>
        {current.toUpperCase()}
      </Button>
    </Dropdown>
  );
};
