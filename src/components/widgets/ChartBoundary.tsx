import { Component, type ReactNode } from "react";
import { useTranslate } from "@refinedev/core";
import { Alert } from "antd";

function ChartFailed() {
  const t = useTranslate();
  return (
    <Alert
      type="warning"
      showIcon
      role="status"
      message={t("error.chart_failed", "The chart could not be drawn. The table has its figures.")}
    />
  );
}

/**
 * Keeps a chart's failure in the chart's place: its code not arriving (offline), or the drawing
 * library throwing where it cannot draw, would otherwise take the page to the error screen, and
 * the figures' table and CSV with it.
 */
export class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn("[chart] could not be drawn", error);
  }

  override render() {
    return this.state.failed ? <ChartFailed /> : this.props.children;
  }
}
