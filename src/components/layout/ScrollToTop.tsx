import { Suspense, useEffect, useState } from "react";
import { useTranslate } from "@refinedev/core";
import { lazyPage } from "@/components/lazyPage";
import { SCROLL_TOP_THRESHOLD_PX } from "@/config";

// antd's FloatButton (about 3 KB gzip) is loaded when a page first scrolls far enough to show it.
const ScrollTopButton = lazyPage(() => import("./ScrollTopButton"));

const scrolled = (): number => window.scrollY || document.documentElement.scrollTop || 0;

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
  return (
    <Suspense fallback={null}>
      <ScrollTopButton label={t("def.scroll_top")} />
    </Suspense>
  );
};
