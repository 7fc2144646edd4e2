/*
 * What a declaration needs, and nothing that imports the registry back: the pages themselves
 * (GenericList, GenericShow, DeclaredForm) load lazily through genericViews, and importing them
 * here would both pull them into the main chunk and close an import cycle with src/resources.
 */
export { genericViews, isGenericView } from "./genericViews";
export { i18nSectionOf, fieldLabelKey, titleKey, idFieldOf } from "./keys";
