import { useSelect } from "@refinedev/antd";
import type { OptionsFrom } from "@/registry/types";

/**
 * Another resource's records as select options (refine's useSelect: cached, searched as the user
 * types). The API searches by its own `search`; refine would send the label field as an exact filter.
 */
export const useResourceOptions = ({ resource, label, value = "id" }: OptionsFrom, selected?: string) =>
  useSelect<Record<string, string>>({
    resource,
    optionLabel: label,
    optionValue: value,
    onSearch: (text) => (text ? [{ field: "search", operator: "contains", value: text }] : []),
    // refine reads a chosen value it has not listed by id; a value of another field names itself.
    defaultValue: value === "id" ? selected : undefined,
  }).selectProps;
