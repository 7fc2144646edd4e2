import { useEffect, useState } from "react";
import { VerticalAlignTopOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { FloatButton } from "antd";
import { SCROLL_TOP_THRESHOLD_PX } from "@/config";

const scrolled = (): number => window.scrollY || document.documentElement.scrollTop || 0;

/** Floating "back to top" button, shown once the page has scrolled far enough. */
export const ScrollToTop = () => {
  const t = useTranslate();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(scrolled() >= SCROLL_TOP_THRESHOLD_PX);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  if (!visible) return null;
  const label = t("def.scroll_top");
  return (
    <FloatButton
      type="primary"
      icon={<VerticalAlignTopOutlined />}
      tooltip={label}
      aria-label={label}
      onClick={() => window.scrollTo({ top: 0, behavior: "smooth" })}
    />
  );
};
