import { Spin } from "antd";
import { TIMING } from "@/config";

/** The spinner a route shows while its chunk or its guard's check is under way. */
export const FullPageSpin = () => (
  <div style={{ display: "grid", placeItems: "center", minHeight: "60vh" }} data-testid="page-loading">
    <Spin size="large" delay={TIMING.pageSpinDelayMs} />
  </div>
);
