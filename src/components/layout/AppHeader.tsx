import { MenuOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { Button, Flex, Layout, theme, Typography } from "antd";
import { useLocation } from "react-router";
import { PaletteButton } from "@/components/palette/PaletteButton";
import { useHeaderExtra } from "./headerExtraContext";
import { LanguageMenu } from "./LanguageMenu";
import { openNavDrawer, useNavDrawerOpen } from "./navDrawer";
import { pageNameKey } from "./menuEntries";
import { ThemeToggle } from "./ThemeToggle";
import { useDocumentTitle } from "./useDocumentTitle";
import { useNarrowScreen } from "./useNarrowScreen";
import { UserMenu } from "./UserMenu";
import { HEADER_HEIGHT } from "@/theme/themeConfig";
import { useCssEllipsis } from "@/components/widgets/useCssEllipsis";
import { VISUALLY_HIDDEN } from "@/lib/visuallyHidden";

/** Top bar: the current area's name, then the command palette's button, the app's extra widgets, language, theme and user. */
export const AppHeader = () => {
  const t = useTranslate();
  const { token } = theme.useToken();
  const cut = useCssEllipsis();
  const { pathname } = useLocation();
  const extra = useHeaderExtra();
  // On a phone the palette's button took the page name's room: narrower margins give it back.
  const narrow = useNarrowScreen();
  const drawerOpen = useNavDrawerOpen();
  // A path no area owns is the not-found page: its name is the heading, never an empty one.
  const nameKey = pageNameKey(pathname) ?? "error.not_found.message";
  const pageName = t(nameKey);
  useDocumentTitle(pageName);

  return (
    <Layout.Header
      style={{
        position: "sticky",
        top: 0,
        zIndex: 10,
        display: "flex",
        alignItems: "center",
        justifyContent: "space-between",
        gap: narrow ? 8 : 16,
        height: HEADER_HEIGHT,
        paddingInline: narrow ? 12 : 24,
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      {narrow && (
        <Button
          type="text"
          icon={<MenuOutlined aria-hidden />}
          aria-label={t("nav.open_menu")}
          aria-expanded={drawerOpen}
          title={t("nav.open_menu")}
          onClick={openNavDrawer}
          style={{ flexShrink: 0, marginInlineStart: -4 }}
        />
      )}
      {/* A phone's top bar has room for a few letters of the name: the page's own header below shows it whole. */}
      <Typography.Title
        level={1}
        className={cut}
        title={pageName}
        style={
          narrow
            ? VISUALLY_HIDDEN
            : { margin: 0, fontSize: 18, lineHeight: `${HEADER_HEIGHT}px`, minWidth: 0, flex: "1 1 auto" }
        }
      >
        {pageName}
      </Typography.Title>
      {narrow && <span style={{ flex: "1 1 auto" }} />}
      <Flex align="center" gap={4} style={{ flexShrink: 0 }}>
        <PaletteButton />
        {extra}
        <LanguageMenu />
        <ThemeToggle />
        <UserMenu />
      </Flex>
    </Layout.Header>
  );
};
