import { forwardRef, useContext, type CSSProperties, type HTMLAttributes, type ReactNode } from "react";
import { ConfigProvider } from "antd";
import type { CardProps as AntdCardProps } from "antd";
import useSize from "antd/es/config-provider/hooks/useSize";
import useVariant from "antd/es/form/hooks/useVariants";
import useCardStyle from "antd/es/card/style";

type Part = "header" | "title" | "extra" | "body";

export interface CardProps extends Omit<HTMLAttributes<HTMLDivElement>, "title"> {
  title?: ReactNode;
  extra?: ReactNode;
  variant?: AntdCardProps["variant"];
  size?: AntdCardProps["size"];
  hoverable?: boolean;
  classNames?: Partial<Record<Part, string>>;
  styles?: Partial<Record<Part, CSSProperties>>;
}

const join = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(" ");

/** antd's Card without Tabs, Grid and Meta (11 KB gzip every list and chart page loaded). */
export const Card = forwardRef<HTMLDivElement, CardProps>(function Card(
  { title, extra, variant, size, hoverable, className, style, classNames, styles, children, ...div },
  ref,
) {
  const { getPrefixCls, direction, card } = useContext(ConfigProvider.ConfigContext);
  const [mergedVariant] = useVariant("card", variant);
  const mergedSize = useSize(size);
  const prefixCls = getPrefixCls("card");
  const [wrapCSSVar, hashId, cssVarCls] = useCardStyle(prefixCls);
  const partClass = (part: Part) => join(card?.classNames?.[part], classNames?.[part]);
  const partStyle = (part: Part): CSSProperties => ({ ...card?.styles?.[part], ...styles?.[part] });
  const head =
    title || extra ? (
      <div className={join(`${prefixCls}-head`, partClass("header"))} style={partStyle("header")}>
        <div className={`${prefixCls}-head-wrapper`}>
          {title && (
            <div className={join(`${prefixCls}-head-title`, partClass("title"))} style={partStyle("title")}>
              {title}
            </div>
          )}
          {extra && (
            <div className={join(`${prefixCls}-extra`, partClass("extra"))} style={partStyle("extra")}>
              {extra}
            </div>
          )}
        </div>
      </div>
    ) : null;
  const rootClass = join(
    prefixCls,
    card?.className,
    mergedVariant !== "borderless" && `${prefixCls}-bordered`,
    hoverable && `${prefixCls}-hoverable`,
    mergedSize && `${prefixCls}-${mergedSize}`,
    direction === "rtl" && `${prefixCls}-rtl`,
    className,
    hashId,
    cssVarCls,
  );
  return wrapCSSVar(
    <div ref={ref} {...div} className={rootClass} style={{ ...card?.style, ...style }}>
      {head}
      <div className={join(`${prefixCls}-body`, partClass("body"))} style={partStyle("body")}>
        {children}
      </div>
    </div>,
  );
});
