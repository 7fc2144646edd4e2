import type { ReactNode } from "react";
import { ThemedLayout } from "@refinedev/antd";
import { Outlet } from "react-router";
import { AppFooter } from "./AppFooter";
import { AppHeader } from "./AppHeader";
import { AppSider } from "./AppSider";
import { HeaderExtraContext } from "./headerExtraContext";
import { ScrollToTop } from "./ScrollToTop";
import { MAIN_CONTENT_ID, SkipLink } from "./SkipLink";
import { useNarrowScreen } from "./useNarrowScreen";

const TOAST_ROOM_PX = 120;

export interface AppLayoutProps {
  /** Widgets placed in the top bar before the language menu (the notification bell). */
  headerExtra?: ReactNode;
  children?: ReactNode;
}

/** The signed-in shell; the sidebar keeps its collapse state in ui-storage, not in refine's layout context. */
export const AppLayout = ({ headerExtra, children }: AppLayoutProps) => {
  // A phone's toast spans the screen's foot: the page ends with room for it, so it never covers the last controls.
  const narrow = useNarrowScreen();
  return (
    <HeaderExtraContext.Provider value={headerExtra ?? null}>
      <SkipLink target={MAIN_CONTENT_ID} />
      <ThemedLayout Sider={AppSider} Header={AppHeader} Footer={AppFooter} OffLayoutArea={ScrollToTop}>
        {/* The skip link's target: focusable by script only, so it is no Tab stop of its own. */}
        <div id={MAIN_CONTENT_ID} tabIndex={-1} style={{ outline: "none", paddingBottom: narrow ? TOAST_ROOM_PX : 0 }}>
          {children ?? <Outlet />}
        </div>
      </ThemedLayout>
    </HeaderExtraContext.Provider>
  );
};
