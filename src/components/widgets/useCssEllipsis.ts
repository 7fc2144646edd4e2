import { useContext } from "react";
import { ConfigProvider } from "antd";

/**
 * The classes antd's Typography gives a text with `ellipsis`, for a text that is cut by CSS alone.
 * With `ellipsis` set, antd measures the text after every render to learn whether it was cut (a
 * forced layout each time, plus a ResizeObserver and an IntersectionObserver per text), and only
 * an ellipsis tooltip reads the answer: the shell's five such texts cost a cold page ~20 ms of
 * layouts, and a list one per row. Same DOM, same pixels, no measuring: pass the classes as
 * `className`. For `rows` over one, antd clamps at three lines and overwrites a clamp given in the
 * element's style: give the number in a class of the caller's (`-webkit-line-clamp`).
 */
export function useCssEllipsis(rows = 1): string {
  const prefix = useContext(ConfigProvider.ConfigContext).getPrefixCls("typography");
  return `${prefix}-ellipsis ${prefix}-ellipsis-${rows > 1 ? "multiple" : "single"}-line`;
}
