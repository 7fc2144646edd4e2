import { corelib, litelib } from "@antv/g2";
import { Polar, Radial, Theta, Transpose } from "@antv/g2/esm/coordinate/index";
import { Area, Line, LineX, LineY, Point, RangeX, RangeY, Text } from "@antv/g2/esm/mark/index";
import {
  DiffY,
  DodgeX,
  Filter,
  Group,
  GroupColor,
  GroupX,
  GroupY,
  NormalizeY,
  Select,
  SelectX,
  SelectY,
  SortColor,
  SortX,
  SortY,
  StackEnter,
  StackY,
  SymmetryY,
} from "@antv/g2/esm/transform/index";
import { Academy, ClassicDark, Dark, Light } from "@antv/g2/esm/theme/index";
import { GrowInX, GrowInY, PathIn, ZoomIn, ZoomOut } from "@antv/g2/esm/animation/index";
import {
  ElementHighlight,
  ElementHighlightByColor,
  ElementHighlightByX,
  ElementHoverScale,
  ElementSelect,
  ElementSelectByColor,
  ElementSelectByX,
} from "@antv/g2/esm/interaction/index";
import {
  ContrastReverse,
  ExceedAdjust,
  OverflowHide,
  OverflowStroke,
  OverlapDodgeY,
  OverlapHide,
} from "@antv/g2/esm/label-transform/index";
import { SpaceFlex, SpaceLayer } from "@antv/g2/esm/composition/index";
import {
  Custom,
  Filter as DataFilter,
  Fold,
  Join,
  Map as DataMap,
  Pick,
  Rename,
  Slice,
  Sort,
  SortBy,
} from "@antv/g2/esm/data/index";

type ChartLibrary = Partial<ReturnType<typeof corelib>>;

/**
 * What the console's charts draw with (issue 31): G2's lite library (intervals, axes, legends,
 * tooltips, the classic theme) and the rest of its core library that line, column, stacked column
 * and pie charts reach for, directly or through @ant-design/plots' options: the line, point,
 * area and text marks, annotation lines and ranges, polar and theta coordinates, the stacking,
 * dodging, grouping, sorting and selecting transforms, the other themes, animations, highlight and
 * select interactions, label transforms, layer compositions and the in-memory data transforms.
 * Left out: the geographic, graph and extension marks of G2's standard library and the core marks
 * nothing here draws (word clouds, beeswarms, densities, heatmaps, boxes, images, vectors, links),
 * binning, packing and sampling, brushing, drilling down, fisheye and facet compositions: about a
 * third of G2's code. vite.config.ts builds @ant-design/plots' Chart class from this library; a
 * chart type or option that needs a part left out fails at render with G2's "Unknown Component".
 */
export function chartLibrary(): ChartLibrary {
  return {
    ...(litelib() as ChartLibrary),
    "data.sortBy": SortBy,
    "data.sort": Sort,
    "data.filter": DataFilter,
    "data.pick": Pick,
    "data.rename": Rename,
    "data.fold": Fold,
    "data.slice": Slice,
    "data.custom": Custom,
    "data.map": DataMap,
    "data.join": Join,
    "transform.stackY": StackY,
    "transform.dodgeX": DodgeX,
    "transform.symmetryY": SymmetryY,
    "transform.diffY": DiffY,
    "transform.stackEnter": StackEnter,
    "transform.normalizeY": NormalizeY,
    "transform.select": Select,
    "transform.selectX": SelectX,
    "transform.selectY": SelectY,
    "transform.groupX": GroupX,
    "transform.groupY": GroupY,
    "transform.groupColor": GroupColor,
    "transform.group": Group,
    "transform.sortX": SortX,
    "transform.sortY": SortY,
    "transform.sortColor": SortColor,
    "transform.filter": Filter,
    "coordinate.polar": Polar,
    "coordinate.transpose": Transpose,
    "coordinate.theta": Theta,
    "coordinate.radial": Radial,
    "mark.line": Line,
    "mark.point": Point,
    "mark.text": Text,
    "mark.area": Area,
    "mark.lineX": LineX,
    "mark.lineY": LineY,
    "mark.rangeX": RangeX,
    "mark.rangeY": RangeY,
    "theme.classicDark": ClassicDark,
    "theme.academy": Academy,
    "theme.light": Light,
    "theme.dark": Dark,
    "animation.zoomIn": ZoomIn,
    "animation.zoomOut": ZoomOut,
    "animation.pathIn": PathIn,
    "animation.growInX": GrowInX,
    "animation.growInY": GrowInY,
    "interaction.elementHighlight": ElementHighlight,
    "interaction.elementHighlightByX": ElementHighlightByX,
    "interaction.elementHighlightByColor": ElementHighlightByColor,
    "interaction.elementHoverScale": ElementHoverScale,
    "interaction.elementSelect": ElementSelect,
    "interaction.elementSelectByX": ElementSelectByX,
    "interaction.elementSelectByColor": ElementSelectByColor,
    "composition.spaceLayer": SpaceLayer,
    "composition.spaceFlex": SpaceFlex,
    "labelTransform.overlapHide": OverlapHide,
    "labelTransform.overlapDodgeY": OverlapDodgeY,
    "labelTransform.overflowHide": OverflowHide,
    "labelTransform.contrastReverse": ContrastReverse,
    "labelTransform.overflowStroke": OverflowStroke,
    "labelTransform.exceedAdjust": ExceedAdjust,
  };
}
