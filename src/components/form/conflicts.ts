/** Two people editing one record, on the form's own values, so the write goes through the form's usual body. */
export type FormValues = Record<string, unknown>;

export interface FieldChange {
  key: string;
  opened: unknown;
  theirs: unknown;
  mine: unknown;
  /** the user changed it too: neither value can be taken for granted */
  mineChanged: boolean;
}

export type Choice = "mine" | "theirs";

const isObject = (v: unknown): v is FormValues => typeof v === "object" && v !== null && !Array.isArray(v);

/** A dotted key names a nested value, unless the values hold it flat under that very name. */
const valueAt = (values: unknown, key: string): unknown =>
  isObject(values) && key in values
    ? values[key]
    : key.split(".").reduce<unknown>((v, part) => (isObject(v) ? v[part] : undefined), values);

const withValueAt = (values: FormValues, key: string, value: unknown): FormValues => {
  const [head = key, ...rest] = key.split(".");
  if (rest.length === 0 || key in values) return { ...values, [key]: value };
  const inner = values[head];
  return { ...values, [head]: withValueAt(isObject(inner) ? inner : {}, rest.join("."), value) };
};

const sorted = (v: unknown): unknown =>
  Array.isArray(v)
    ? v.map(sorted)
    : isObject(v)
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, sorted(v[k])]),
        )
      : v;

/** An empty input equals a missing value, and a number typed as text equals the stored number. */
const canonical = (v: unknown): string => {
  if (v === undefined || v === null) return "";
  if (typeof v === "object") return JSON.stringify(sorted(v));
  return String(v);
};

export const sameValue = (a: unknown, b: unknown): boolean => canonical(a) === canonical(b);

export const changesOf = (
  keys: readonly string[],
  opened: FormValues,
  theirs: FormValues,
  mine: FormValues,
): FieldChange[] =>
  keys
    .filter((key) => !sameValue(valueAt(opened, key), valueAt(theirs, key)))
    .map((key) => ({
      key,
      opened: valueAt(opened, key),
      theirs: valueAt(theirs, key),
      mine: valueAt(mine, key),
      mineChanged: !sameValue(valueAt(opened, key), valueAt(mine, key)),
    }));

/** Theirs where only they changed a field; where both did, the user chooses. */
export const mergeChoice = (change: FieldChange): Choice | undefined =>
  change.mineChanged ? (sameValue(change.mine, change.theirs) ? "mine" : undefined) : "theirs";

export const mergedValues = (
  mine: FormValues,
  changes: readonly FieldChange[],
  choices: Readonly<Record<string, Choice | undefined>>,
): FormValues =>
  changes.reduce(
    (values, change) => (choices[change.key] === "theirs" ? withValueAt(values, change.key, change.theirs) : values),
    mine,
  );
