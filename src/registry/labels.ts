import type { DeleteSpec, ResourceDeclaration } from "./types";

export const groupLabelKey = (group: string): string => `nav.${group}`;

/** An entry named like its group is the group's list page, labelled `nav.<name>_list`. */
export const resourceLabelKey = (resource: ResourceDeclaration): string =>
  resource.meta.group === resource.name ? `nav.${resource.name}_list` : `nav.${resource.name}`;

/** A page header's title: declared, else `<section>.title` (a page falls back to the sidebar label). */
export const titleKey = (resource: ResourceDeclaration): string =>
  resource.meta.header?.title ?? `${resource.i18nSection ?? resource.name}.title`;

/** A delete's texts under `<prefix>.`: title, description, confirm, success, failed. */
export const deleteKeys = (prefix: string, params?: DeleteSpec["params"]): DeleteSpec => ({
  title: `${prefix}.title`,
  description: `${prefix}.description`,
  confirm: `${prefix}.confirm`,
  success: `${prefix}.success`,
  failed: `${prefix}.failed`,
  params,
});

/** One-line description of an area, shared by the dashboard cards and the area pages. */
export const resourceDescriptionKey = (resource: ResourceDeclaration): string => `nav.descriptions.${resource.name}`;
