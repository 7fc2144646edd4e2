import type { ResourceDeclaration } from "@/registry/types";

export const i18nSectionOf = (resource: Pick<ResourceDeclaration, "name" | "i18nSection">): string =>
  resource.i18nSection ?? resource.name;

export const fieldLabelKey = (resource: ResourceDeclaration, key: string): string =>
  `${i18nSectionOf(resource)}.fields.${key}`;

export const idFieldOf = (resource: ResourceDeclaration): string => resource.idField ?? "id";

/** The column that names a row (`table.nameField`, else the first): a user cannot hide it. */
export const identifyingColumn = (table: { nameField?: string; columns?: readonly { key: string }[] } | undefined) =>
  table?.nameField?.split(".")[0] ?? table?.columns?.[0]?.key;
