import { Spin } from "antd";
import { TIMING } from "@/config";

export const FullPageSpin = () => (
  <div style={{ display: "grid", placeItems: "center", minHeight: "60vh" }} data-testid="page-loading">
    <Spin size="large" delay={TIMING.pageSpinDelayMs} />
  </div>
);
