import { groupLabelKey, resourceLabelKey } from "@/registry/labels";
import type { ResourceDeclaration } from "@/registry/types";

type Translate = (key: string) => string;

export const areaLabel = (area: ResourceDeclaration, t: Translate): string => {
  const label = t(resourceLabelKey(area));
  return area.meta.group ? `${t(groupLabelKey(area.meta.group))} › ${label}` : label;
};
