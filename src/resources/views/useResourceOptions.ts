import { useSelect } from "@refinedev/antd";
import type { OptionsFrom } from "@/registry/types";

/** Select options from another resource, searched with the API's `search` (refine would filter exactly). */
export const useResourceOptions = ({ resource, label, value = "id" }: OptionsFrom, selected?: string) =>
  useSelect<Record<string, string>>({
    resource,
    optionLabel: label,
    optionValue: value,
    onSearch: (text) => (text ? [{ field: "search", operator: "contains", value: text }] : []),
    // refine reads a chosen value it has not listed by id; a value of another field names itself.
    defaultValue: value === "id" ? selected : undefined,
  }).selectProps;
