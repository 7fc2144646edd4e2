import type { ComponentProps } from "react";
import { render } from "@testing-library/react";
import { vi } from "vitest";
import { REDUCED_MOTION_QUERY } from "@/lib/useMediaQuery";
import { StatChart } from "@/resources/statistic/StatChart";
import { HistoryChart } from "@/resources/keywords/history/HistoryChart";
import { fakeMatchMedia } from "../../support/matchMedia";

// G2 draws on a canvas jsdom lacks: the plots record the options the charts give them.
const drawn = vi.hoisted(() => [] as { kind: string; animate: unknown }[]);
vi.mock("@ant-design/plots", () => {
  const plot = (kind: string) => (props: { animate?: unknown }) => {
    drawn.push({ kind, animate: props.animate });
    return null;
  };
  return { Line: plot("line"), Column: plot("column"), Pie: plot("pie") };
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
  afterEach(() => {
    window.matchMedia = systemMotion;
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
