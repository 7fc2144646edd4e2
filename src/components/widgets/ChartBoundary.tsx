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

/** A chart's failure (its code offline, or the library throwing) stays in the chart's place, not the error screen. */
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
