import { Cartesian, Theta } from "@antv/g2/esm/coordinate/index";
import { Column, Constant, Field, Transform } from "@antv/g2/esm/encode/index";
import { Interval, Line, Point } from "@antv/g2/esm/mark/index";
import { Category10, Category20 } from "@antv/g2/esm/palette/index";
import {
  Band,
  Constant as ScaleConstant,
  Identity,
  Linear,
  Ordinal,
  Point as ScalePoint,
  Time,
} from "@antv/g2/esm/scale/index";
import { Classic, ClassicDark } from "@antv/g2/esm/theme/index";
import { AxisX, AxisY, LegendCategory } from "@antv/g2/esm/component/index";
import {
  FadeIn,
  FadeOut,
  GrowInX,
  GrowInY,
  Morphing,
  PathIn,
  ScaleInX,
  ScaleInY,
  ScaleOutX,
  ScaleOutY,
  WaveIn,
  ZoomIn,
  ZoomOut,
} from "@antv/g2/esm/animation/index";
import {
  ElementHighlight,
  ElementHighlightByColor,
  ElementHighlightByX,
  Event,
  LegendFilter,
  LegendHighlight,
  ScrollbarFilter,
  SliderFilter,
  Tooltip,
} from "@antv/g2/esm/interaction/index";
import { LabelShape } from "@antv/g2/esm/shape/index";
import { Mark, View } from "@antv/g2/esm/composition/index";
import { Inline } from "@antv/g2/esm/data/index";
import { DodgeX, StackY } from "@antv/g2/esm/transform/index";
import type { corelib } from "@antv/g2";

type ChartLibrary = Partial<ReturnType<typeof corelib>>;

/**
 * What the console's charts draw with: the line, column, stacked column and pie charts of
 * /statistic and the keyword history, in both themes. Recorded from G2's own lookups while they
 * were drawn, hovered and filtered by their legends (31 entries), plus what a redraw reaches for:
 * every enter, update and exit animation, the time scale, grouped columns and labels. Left out:
 * continuous legends, sliders, scrollbars, titles, polar and radar axes and every other mark,
 * coordinate, transform, theme and data transform (G2's lite library brought the legends, sliders
 * and scrollbars along, ~25 KB gzip). vite.config.ts builds @ant-design/plots' Chart class from
 * this library; a chart option that needs a part left out fails at render with G2's "Unknown
 * Component" (tests/e2e/charts.spec.ts draws every kind).
 */
export function chartLibrary(): ChartLibrary {
  return {
    "data.inline": Inline,
    "coordinate.cartesian": Cartesian,
    "coordinate.theta": Theta,
    "encode.constant": Constant,
    "encode.field": Field,
    "encode.transform": Transform,
    "encode.column": Column,
    "mark.interval": Interval,
    "mark.line": Line,
    "mark.point": Point,
    "shape.label.label": LabelShape,
    "palette.category10": Category10,
    "palette.category20": Category20,
    "scale.linear": Linear,
    "scale.ordinal": Ordinal,
    "scale.band": Band,
    "scale.identity": Identity,
    "scale.point": ScalePoint,
    "scale.time": Time,
    "scale.constant": ScaleConstant,
    "theme.classic": Classic,
    "theme.classicDark": ClassicDark,
    "component.axisX": AxisX,
    "component.axisY": AxisY,
    "component.legendCategory": LegendCategory,
    "transform.stackY": StackY,
    "transform.dodgeX": DodgeX,
    "animation.fadeIn": FadeIn,
    "animation.fadeOut": FadeOut,
    "animation.scaleInX": ScaleInX,
    "animation.scaleOutX": ScaleOutX,
    "animation.scaleInY": ScaleInY,
    "animation.scaleOutY": ScaleOutY,
    "animation.waveIn": WaveIn,
    "animation.morphing": Morphing,
    "animation.zoomIn": ZoomIn,
    "animation.zoomOut": ZoomOut,
    "animation.pathIn": PathIn,
    "animation.growInX": GrowInX,
    "animation.growInY": GrowInY,
    "interaction.tooltip": Tooltip,
    "interaction.event": Event,
    "interaction.legendFilter": LegendFilter,
    "interaction.legendHighlight": LegendHighlight,
    "interaction.elementHighlight": ElementHighlight,
    "interaction.elementHighlightByX": ElementHighlightByX,
    "interaction.elementHighlightByColor": ElementHighlightByColor,
    "interaction.sliderFilter": SliderFilter,
    "interaction.scrollbarFilter": ScrollbarFilter,
    "composition.view": View,
    "composition.mark": Mark,
  } as ChartLibrary;
}
