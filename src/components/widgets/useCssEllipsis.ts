import { useContext } from "react";
import { ConfigProvider } from "antd";

/**
 * antd Typography's ellipsis classes without its measuring (a forced layout per text); for rows > 1
 * set -webkit-line-clamp yourself.
 */
export function useCssEllipsis(rows = 1): string {
  const prefix = useContext(ConfigProvider.ConfigContext).getPrefixCls("typography");
  return `${prefix}-ellipsis ${prefix}-ellipsis-${rows > 1 ? "multiple" : "single"}-line`;
}
