/** The value at a dotted path of a record ("app.name"), or undefined where a step is missing. */
export const valueAt = (row: object, path: string): unknown =>
  path.split(".").reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], row);
