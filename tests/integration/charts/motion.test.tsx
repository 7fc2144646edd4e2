import type { ComponentProps, ReactNode } from "react";
import { render } from "@testing-library/react";
import { Column, Line, Pie } from "@ant-design/plots";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { REDUCED_MOTION_QUERY } from "@/lib/useMediaQuery";
import StatChart from "@/pages/statistic/StatChart";
import HistoryChart from "@/pages/keywords/HistoryChart";
import { fakeMatchMedia } from "../../support/matchMedia";

/*
 * G2 draws on a canvas jsdom lacks: the plots record the options the charts give them. Each plot
 * is a React forwardRef, whose render function is spied on rather than the package mocked, which
 * keeps this file in the shared module graph.
 */
const drawn: { kind: string; animate: unknown }[] = [];
type PlotRender = { render: (props: { animate?: unknown }) => ReactNode };
const record = (plot: unknown, kind: string) =>
  vi.spyOn(plot as PlotRender, "render").mockImplementation((props) => {
    drawn.push({ kind, animate: props.animate });
    return null;
  });

const data = [{ day: "2026-11-27", installs: 3, type: "install" }];
const statKinds: ComponentProps<typeof StatChart>["kind"][] = ["line", "column", "stacked", "pie"];
const drawEvery = () => {
  drawn.length = 0;
  for (const kind of statKinds)
    render(<StatChart kind={kind} data={data} x="day" y="installs" color="type" label="Installs" />);
  render(<HistoryChart points={[{ date: "2026-11-27", keyword: "fresh idea", position: 12 }]} />);
  return drawn.map((d) => d.animate);
};

describe("charts and reduced motion", () => {
  const systemMotion = window.matchMedia;
  beforeEach(() => {
    record(Line, "line");
    record(Column, "column");
    record(Pie, "pie");
  });
  afterEach(() => {
    window.matchMedia = systemMotion;
    vi.restoreAllMocks();
  });

  it("draw at once when the system asks for reduced motion (no enter animation to wait out)", () => {
    window.matchMedia = fakeMatchMedia((q) => q === REDUCED_MOTION_QUERY);
    expect(drawEvery()).toEqual([false, false, false, false, false]);
  });

  it("keep G2's own animations otherwise", () => {
    window.matchMedia = fakeMatchMedia(() => false);
    expect(drawEvery()).toEqual([undefined, undefined, undefined, undefined, undefined]);
  });
});
