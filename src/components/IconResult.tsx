import { useContext, type CSSProperties, type ReactNode } from "react";
import { ConfigProvider } from "antd";
import useResultStyle from "antd/es/result/style";

interface IconResultProps {
  status?: "info" | "warning" | "error" | "success";
  icon: ReactNode;
  title: ReactNode;
  subTitle?: ReactNode;
  extra?: ReactNode;
  style?: CSSProperties;
  children?: ReactNode;
}

/** antd's Result without its 403/404/500 illustrations (~9 KB gzip), for the main-chunk screens. */
export const IconResult = ({ status = "info", icon, title, subTitle, extra, style, children }: IconResultProps) => {
  const { getPrefixCls, direction, result } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls("result");
  const [wrapCSSVar, hashId, cssVarCls] = useResultStyle(prefixCls);
  const className = [
    prefixCls,
    `${prefixCls}-${status}`,
    result?.className,
    direction === "rtl" ? `${prefixCls}-rtl` : undefined,
    hashId,
    cssVarCls,
  ]
    .filter(Boolean)
    .join(" ");
  return wrapCSSVar(
    <div className={className} style={{ ...result?.style, ...style }}>
      <div className={`${prefixCls}-icon`}>{icon}</div>
      <div className={`${prefixCls}-title`}>{title}</div>
      {subTitle && <div className={`${prefixCls}-subtitle`}>{subTitle}</div>}
      {extra && <div className={`${prefixCls}-extra`}>{extra}</div>}
      {children && <div className={`${prefixCls}-content`}>{children}</div>}
    </div>,
  );
};
