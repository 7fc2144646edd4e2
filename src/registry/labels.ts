import type { ResourceDeclaration } from "./types";

export const groupLabelKey = (group: string): string => `nav.${group}`;

/**
 * Sidebar and page-title label of an entry. An entry named like its own group (servers) is that
 * group's list page, and `nav.<name>` already labels the group, so the entry gets `nav.<name>_list`.
 */
export const resourceLabelKey = (resource: ResourceDeclaration): string =>
  resource.meta.group === resource.name ? `nav.${resource.name}_list` : `nav.${resource.name}`;

/** One-line description of an area, shared by the dashboard cards and the area pages. */
export const resourceDescriptionKey = (resource: ResourceDeclaration): string => `nav.descriptions.${resource.name}`;
