import { useContext, useMemo, type CSSProperties, type MouseEvent, type ReactNode } from "react";
import { ConfigProvider, theme } from "antd";
import type { PresetColorKey } from "antd/es/theme/interface";
import useButtonStyle from "antd/es/button/style";
import useFlexStyle from "antd/es/flex/style";
import useTagStyle from "antd/es/tag/style";
import TagPresetStyle from "antd/es/tag/style/presetCmp";
import useTypographyStyle from "antd/es/typography/style";
import styles from "./DataTable.module.css";

/**
 * A virtual table of thousands of rows (issue 31) mounts and unmounts its rows' cells on every
 * wheel step. antd's Button, Tag, Flex, Typography and Tooltip each run their hooks and their
 * style injection (which scans the page's style tags) per mount: 170-310 ms per step on /accounts.
 * These helpers draw the same markup with the same class names, so a virtual cell looks exactly
 * like the component it stands for, as plain elements: the styles are registered once, by
 * `useLiteCells` at the table's level. What a plain element cannot do (a tooltip, a ripple, a
 * request) is the table's (VirtualTips) or the full cell's, mounted when the user asks for it.
 */
export interface LiteCells {
  /** antd's Typography.Text: one line cut by CSS, the whole value in its title (see CellText). */
  text(value: string, options?: { strong?: boolean; code?: boolean; maxWidth?: number }): ReactNode;
  /** MutedText: secondary colour. */
  muted(value: ReactNode, ariaLabel?: string): ReactNode;
  /** ToneTag. */
  tag(tone: PresetColorKey | "default", children: ReactNode): ReactNode;
  /** A text Button with only an icon (RowAction): its tip is the table's (data-tip, VirtualTips). */
  iconButton(options: {
    tip: string;
    label?: string;
    icon: ReactNode;
    small?: boolean;
    onClick: (event: MouseEvent<HTMLButtonElement>) => void;
  }): ReactNode;
  /** A small link Button without inline padding (a row's link to a detail dialog). */
  linkButton(options: { label: string; onClick: () => void; children: string }): ReactNode;
  /** Typography.Text without options. */
  label(children: ReactNode): ReactNode;
  /** Typography.Text's classes, for a text with attributes of its own. */
  textClass: string;
  /** Flex with align="center" (and justify="center" when asked). */
  row(children: ReactNode, style?: CSSProperties, options?: { justifyCenter?: boolean; hidden?: boolean }): ReactNode;
  /** antd's token of the current theme, for the styles the components take from it. */
  token: ReturnType<typeof theme.useToken>["token"];
}

const join = (...names: (string | false | undefined)[]): string => names.filter(Boolean).join(" ");

/** The helpers for the current theme; the antd styles they use are registered by this hook. */
export function useLiteCells(): LiteCells {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const { token } = theme.useToken();
  const btn = getPrefixCls("btn");
  const tagCls = getPrefixCls("tag");
  const flex = getPrefixCls("flex");
  const typography = getPrefixCls("typography");
  const [, buttonHash, buttonVar] = useButtonStyle(btn);
  const [, tagHash, tagVar] = useTagStyle(tagCls);
  const [, flexHash, flexVar] = useFlexStyle(flex);
  const [, textHash, textVar] = useTypographyStyle(typography);
  return useMemo<LiteCells>(() => {
    const textClass = join(typography, textHash, textVar);
    return {
      token,
      textClass,
      text: (value, { strong, code, maxWidth = 280 } = {}) => (
        <span
          className={join(typography, styles.cellText, textHash, textVar)}
          title={value}
          style={{ maxWidth }}
          tabIndex={0}
        >
          {strong ? <strong>{value}</strong> : code ? <code>{value}</code> : value}
        </span>
      ),
      muted: (value, ariaLabel) => (
        <span className={textClass} aria-label={ariaLabel} style={{ color: token.colorTextSecondary }}>
          {value}
        </span>
      ),
      tag: (tone, children) => (
        <span
          className={join(tagCls, tone !== "default" && `${tagCls}-${tone}`, tagHash, tagVar)}
          style={tone === "default" ? { marginInlineEnd: 0 } : { marginInlineEnd: 0, color: token[`${tone}8`] }}
        >
          {children}
        </span>
      ),
      iconButton: ({ tip, label = tip, icon, small, onClick }) => (
        <button
          type="button"
          aria-label={label}
          data-tip={tip}
          className={join(
            btn,
            buttonHash,
            buttonVar,
            `${btn}-text`,
            `${btn}-color-default`,
            `${btn}-variant-text`,
            small && `${btn}-sm`,
            `${btn}-icon-only`,
          )}
          onClick={onClick}
        >
          <span className={`${btn}-icon`}>{icon}</span>
        </button>
      ),
      linkButton: ({ label, onClick, children }) => (
        <button
          type="button"
          aria-label={label}
          className={join(
            btn,
            buttonHash,
            buttonVar,
            `${btn}-link`,
            `${btn}-color-link`,
            `${btn}-variant-link`,
            `${btn}-sm`,
          )}
          style={{ paddingInline: 0 }}
          onClick={onClick}
        >
          <span>{children}</span>
        </button>
      ),
      label: (children) => <span className={textClass}>{children}</span>,
      row: (children, style, { justifyCenter, hidden } = {}) => (
        <div
          className={join(flex, flexHash, flexVar, `${flex}-align-center`, justifyCenter && `${flex}-justify-center`)}
          style={style}
          aria-hidden={hidden}
        >
          {children}
        </div>
      ),
    };
  }, [
    token,
    btn,
    tagCls,
    flex,
    typography,
    buttonHash,
    buttonVar,
    tagHash,
    tagVar,
    flexHash,
    flexVar,
    textHash,
    textVar,
  ]);
}

/** The preset colours' tag styles (ant-tag-green...), which antd's Tag registers as it mounts one. */
export const LiteTagStyles = () => {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  return <TagPresetStyle prefixCls={getPrefixCls("tag")} />;
};
