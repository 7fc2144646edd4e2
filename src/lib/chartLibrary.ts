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

/** The G2 parts the charts use (vite.config.ts builds Chart from it); a missing part: "Unknown Component". */
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
