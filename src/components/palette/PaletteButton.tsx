import { SearchOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { Button } from "antd";
import { Tip } from "@/components/widgets/Tip";
import { usePalette } from "./paletteStore";

const onMac = (): boolean => typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.userAgent);

export const PaletteButton = () => {
  const t = useTranslate();
  const isOpen = usePalette((s) => s.isOpen);
  const open = usePalette((s) => s.open);
  const label = t("palette.open", { shortcut: onMac() ? "⌘K" : "Ctrl+K" });
  return (
    <Tip title={label}>
      <Button
        type="text"
        shape="circle"
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-keyshortcuts="Control+K Meta+K"
        icon={<SearchOutlined aria-hidden />}
        onClick={open}
      />
    </Tip>
  );
};
