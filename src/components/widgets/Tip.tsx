// The one place antd's Tooltip is used directly (eslint: no-restricted-imports names Tip instead).
// eslint-disable-next-line no-restricted-imports
import { Tooltip, type TooltipProps } from "antd";
import { TIMING } from "@/config";

/** Every tooltip: after 200 ms, and on keyboard focus too, so nothing is for the pointer only. */
export const Tip = (props: TooltipProps) => (
  <Tooltip mouseEnterDelay={TIMING.tooltipDelayMs / 1000} trigger={["hover", "focus"]} {...props} />
);
