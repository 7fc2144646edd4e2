import { MoonOutlined, SunOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { Button, Tooltip } from "antd";
import { TIMING } from "@/config";
import { useUiStore } from "@/state/ui";

/** Sun in dark mode, moon in light mode: the icon shows where a click leads. */
export const ThemeToggle = () => {
  const t = useTranslate();
  const mode = useUiStore((s) => s.theme);
  const toggleTheme = useUiStore((s) => s.toggleTheme);
  const label = mode === "dark" ? t("topbar.theme_light") : t("topbar.theme_dark");

  return (
    <Tooltip title={label} mouseEnterDelay={TIMING.tooltipDelayMs / 1000}>
      <Button
        type="text"
        shape="circle"
        aria-label={label}
        aria-pressed={mode === "dark"}
        icon={mode === "dark" ? <SunOutlined /> : <MoonOutlined />}
        onClick={toggleTheme}
      />
    </Tooltip>
  );
};
