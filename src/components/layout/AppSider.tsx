import { useEffect } from "react";
import { MenuFoldOutlined, MenuUnfoldOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { Button, Drawer, Layout, Menu, theme, type MenuProps } from "antd";
import { Link, useLocation } from "react-router";
import { useAuthStore } from "@/state/auth";
import { useUiStore } from "@/state/ui";
import type { ResourceDeclaration } from "@/registry/types";
import "./navIcons";
import { AppTitle } from "./AppTitle";
import { closeNavDrawer, useNavDrawerOpen } from "./navDrawer";
import { useNarrowScreen } from "./useNarrowScreen";
import { groupLabelKey, resourceLabelKey } from "@/registry/labels";
import styles from "./AppSider.module.css";
import { navTree, resourceForPath, type NavEntry } from "./menuEntries";
import { useMissingAreas } from "@/state/missingAreas";

// A group may share its name with one of its entries (servers), and menu keys must be unique.
const groupKey = (group: string): string => `group:${group}`;

type MenuItems = NonNullable<MenuProps["items"]>;
type Translate = ReturnType<typeof useTranslate>;

// Ant Design Pro's width: at 240 "Панель администратора" and the RU/UA/PL group children wrapped.
const SIDER_WIDTH = 256;
const SIDER_COLLAPSED_WIDTH = 80;

const linkItem = (resource: ResourceDeclaration, t: Translate): MenuItems[number] => ({
  key: resource.name,
  icon: resource.meta.icon,
  // A long name wraps (AppSider.module.css); the title also gives it whole.
  label: (
    <Link to={resource.routes.list} title={t(resourceLabelKey(resource))}>
      {t(resourceLabelKey(resource))}
    </Link>
  ),
});

const toMenuItems = (tree: NavEntry[], t: Translate): MenuItems =>
  tree.map((entry) =>
    entry.kind === "item"
      ? linkItem(entry.resource, t)
      : {
          key: groupKey(entry.name),
          icon: entry.icon,
          label: t(groupLabelKey(entry.name)),
          children: entry.children.map((r) => linkItem(r, t)),
        },
  );

/** Expanded state survives reloads (ui-storage); on a phone the menu is a drawer any navigation closes. */
export const AppSider = () => {
  const t = useTranslate();
  const { token } = theme.useToken();
  const { pathname } = useLocation();
  const user = useAuthStore((s) => s.user);
  // An area found missing on this server (src/state/missingAreas.ts) leaves the tree at once.
  useMissingAreas((s) => s.missing);
  const expanded = useUiStore((s) => s.isSidebarExpanded);
  const toggleSidebar = useUiStore((s) => s.toggleSidebar);
  const narrow = useNarrowScreen();
  const drawerOpen = useNavDrawerOpen();
  // Widening the window past a phone's leaves no drawer to reopen when it narrows again.
  useEffect(() => {
    if (!narrow) closeNavDrawer();
  }, [narrow]);

  const items = toMenuItems(navTree(user), t);
  const selected = resourceForPath(pathname);
  const collapsed = narrow ? false : !expanded;
  const toggleLabel = collapsed ? t("nav.expand") : t("nav.collapse");

  const menu = (
    <Menu
      mode="inline"
      items={items}
      selectedKeys={selected ? [selected.name] : []}
      // Open keys of a folded menu show as popups, so only an expanded menu opens the group.
      defaultOpenKeys={!collapsed && selected?.meta.group ? [groupKey(selected.meta.group)] : []}
      onClick={closeNavDrawer}
      forceSubMenuRender
      className={styles.menu}
      style={{ flex: 1, overflowY: "auto", overflowX: "hidden", borderInlineEnd: "none", paddingTop: 8 }}
    />
  );

  if (narrow)
    return (
      <Drawer
        placement="left"
        open={drawerOpen}
        onClose={closeNavDrawer}
        width={Math.min(SIDER_WIDTH + 40, 320)}
        closable={false}
        aria-label={t("nav.menu")}
        styles={{ body: { padding: 0 } }}
      >
        <nav aria-label={t("nav.menu")} style={{ display: "flex", flexDirection: "column", height: "100%" }}>
          <AppTitle collapsed={false} />
          {menu}
        </nav>
      </Drawer>
    );

  return (
    <Layout.Sider
      width={SIDER_WIDTH}
      collapsedWidth={SIDER_COLLAPSED_WIDTH}
      collapsed={collapsed}
      trigger={null}
      style={{
        position: "sticky",
        top: 0,
        left: 0,
        height: "100vh",
        background: token.colorBgContainer,
        borderRight: `1px solid ${token.colorBorderSecondary}`,
        zIndex: 20,
      }}
    >
      <nav aria-label={t("nav.menu")} style={{ display: "flex", flexDirection: "column", height: "100%" }}>
        <AppTitle collapsed={collapsed} />
        {menu}
        <Button
          type="text"
          block
          aria-label={toggleLabel}
          aria-expanded={!collapsed}
          title={toggleLabel}
          icon={collapsed ? <MenuUnfoldOutlined aria-hidden /> : <MenuFoldOutlined aria-hidden />}
          onClick={toggleSidebar}
          style={{ height: 48, borderRadius: 0, flexShrink: 0, borderTop: `1px solid ${token.colorBorderSecondary}` }}
        />
      </nav>
    </Layout.Sider>
  );
};
