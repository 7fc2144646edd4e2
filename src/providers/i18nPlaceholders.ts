import type { PostProcessorModule } from "i18next";

// A name must start with a letter so times ("14:05") and URLs ("https://") are left alone.
const COLON_PLACEHOLDER = /:([A-Za-z_][A-Za-z0-9_]*)/g;

export const substitutePlaceholders = (text: string, values?: object): string => {
  if (!values) return text;
  return text.replace(COLON_PLACEHOLDER, (match, name: string) => {
    if (!Object.hasOwn(values, name)) return match;
    const value: unknown = (values as Record<string, unknown>)[name];
    return typeof value === "string" || typeof value === "number" ? String(value) : match;
  });
};

export const COLON_PLACEHOLDERS = "colonPlaceholders";

export const colonPlaceholders: PostProcessorModule = {
  type: "postProcessor",
  name: COLON_PLACEHOLDERS,
  process: (value, _key, options) => substitutePlaceholders(value, options),
};
