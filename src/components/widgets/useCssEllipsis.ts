import { useContext } from "react";
import { ConfigProvider } from "antd";

/** antd Typography's ellipsis classes without its per-text measuring; for rows > 1 set the line clamp. */
export function useCssEllipsis(rows = 1): string {
  const prefix = useContext(ConfigProvider.ConfigContext).getPrefixCls("typography");
  return `${prefix}-ellipsis ${prefix}-ellipsis-${rows > 1 ? "multiple" : "single"}-line`;
}
