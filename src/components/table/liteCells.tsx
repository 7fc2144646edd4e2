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
 * antd components cost 170-310 ms per wheel step in a virtual table of thousands of rows (hooks, style injection per
 * mount); these draw the same markup as plain elements, with the styles registered once by `useLiteCells`.
 */
export interface LiteCells {
  /** One line cut by CSS, the whole value in its title (see CellText). */
  text(value: string, options?: { strong?: boolean; code?: boolean; maxWidth?: number }): ReactNode;
  muted(value: ReactNode, ariaLabel?: string): ReactNode;
  tag(tone: PresetColorKey | "default", children: ReactNode): ReactNode;
  /** Its tip is the table's (data-tip, VirtualTips). */
  iconButton(options: {
    tip: string;
    label?: string;
    icon: ReactNode;
    small?: boolean;
    onClick: (event: MouseEvent<HTMLButtonElement>) => void;
  }): ReactNode;
  linkButton(options: { label: string; onClick: () => void; children: string }): ReactNode;
  label(children: ReactNode): ReactNode;
  textClass: string;
  row(children: ReactNode, style?: CSSProperties, options?: { justifyCenter?: boolean; hidden?: boolean }): ReactNode;
  token: ReturnType<typeof theme.useToken>["token"];
}

const join = (...names: (string | false | undefined)[]): string => names.filter(Boolean).join(" ");

/** The antd styles the helpers use are registered by this hook. */
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

/** The preset colours' tag styles, which antd's Tag registers only as it mounts one. */
export const LiteTagStyles = () => {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  return <TagPresetStyle prefixCls={getPrefixCls("tag")} />;
};
