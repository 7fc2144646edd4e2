/** A form field's path as antd names it: list indexes as numbers. */
export type FormFieldPath = (string | number)[];

/** "disks.1.name" → ["disks", 1, "name"]: 422 errors arrive as dot paths under the form's names. */
export const toFieldPath = (dotted: string): FormFieldPath =>
  dotted.split(".").map((part) => (/^\d+$/.test(part) ? Number(part) : part));

export interface PlacedFieldErrors {
  /** entries for antd's `form.setFields` */
  fields: { name: FormFieldPath; errors: string[] }[];
  /** "field: message" for the errors the form has no input for */
  other: string[];
}

export interface PlaceOptions {
  /** where a key's error goes in this form (default: its dot path) */
  pathOf?: (key: string) => FormFieldPath;
  /** whether the form shows an input at that path (default: every path) */
  shown?: (path: FormFieldPath) => boolean;
}

/**
 * Spec §8, 422: each field error goes under its input when the form shows that field; the
 * others are listed in the dialog's alert, so nothing the server said is lost.
 */
export const placeFieldErrors = (
  fieldErrors: Readonly<Record<string, string>> | undefined,
  { pathOf = toFieldPath, shown = () => true }: PlaceOptions = {},
): PlacedFieldErrors => {
  const placed: PlacedFieldErrors = { fields: [], other: [] };
  for (const [key, message] of Object.entries(fieldErrors ?? {})) {
    const name = pathOf(key);
    if (shown(name)) placed.fields.push({ name, errors: [message] });
    else placed.other.push(`${key}: ${message}`);
  }
  return placed;
};

/** A `shown` test for forms whose inputs are known by their top-level names. */
export const topLevelIn = (names: Iterable<string>): ((path: FormFieldPath) => boolean) => {
  const known = new Set(names);
  return (path) => known.has(String(path[0]));
};
