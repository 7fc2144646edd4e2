import { Outlet } from "react-router";
import type { AppLayoutProps } from "@/components/layout/AppLayout";

/**
 * The signed-in shell for the area tests (vite.config.ts aliases AppLayout to it there): the
 * routed page in antd's content element and nothing else. Sidebar, top bar and footer are most of
 * a page's render time and are tested on their own (tests/integration/layout, the browser suite).
 */
export const AppLayout = ({ children }: AppLayoutProps) => (
  <main className="ant-layout-content">{children ?? <Outlet />}</main>
);
