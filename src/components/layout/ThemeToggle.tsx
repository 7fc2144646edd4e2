import { MoonOutlined, SunOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { Button } from "antd";
import { useUiStore } from "@/state/ui";
import { Tip } from "@/components/widgets/Tip";

export const ThemeToggle = () => {
  const t = useTranslate();
  const mode = useUiStore((s) => s.theme);
  const toggleTheme = useUiStore((s) => s.toggleTheme);
  const label = mode === "dark" ? t("topbar.theme_light") : t("topbar.theme_dark");

  return (
    <Tip title={label}>
      <Button
        type="text"
        shape="circle"
        aria-label={label}
        aria-pressed={mode === "dark"}
        icon={mode === "dark" ? <SunOutlined /> : <MoonOutlined />}
        onClick={toggleTheme}
      />
    </Tip>
  );
};
