/** A changed field's value before (when known) and after; shared with the mock; secrets are never kept. */
export interface AuditChange {
  field: string;
  old?: AuditValue;
  new?: AuditValue;
}

export type AuditValue = string | number | boolean | null;

// An auth pair's value is its secret; its key names a header and stays readable.
const SECRET_NAME =
  /pass(word|phrase)?|secret|token|api[-_]?key|private|credential|cookie|session|clear|decrypt|recovery|auth[-_]?(data|value)/i;

/** A changed description is news, not an archive. */
export const AUDIT_VALUE_MAX = 200;

export const isSecretField = (field: string, extraSecrets: readonly string[] = []): boolean =>
  SECRET_NAME.test(field) || extraSecrets.includes(field);

export const MASK = "•••";

/** `?token=…`, `&api_key=…`, `;sig=…`. */
const SECRET_PARAM =
  /([?&;#]|^)((?:access[-_]?|refresh[-_]?|id[-_]?|auth[-_]?)?(?:token|key|api[-_]?key|secret|pass(?:word)?|pwd|sig(?:nature)?|auth|credential|session|code)[\w.-]*)=([^&;#\s"]*)/gi;

/** `scheme://user:password@host`. */
const URL_PASSWORD = /(\b[a-z][a-z\d+.-]*:\/\/[^\s:/@"]*:)([^\s@/"]+)@/gi;

/** Passwords in URLs and secret query parameters' values masked. */
export const maskSecrets = (text: string): string =>
  text
    .replace(URL_PASSWORD, (_, head: string) => `${head}${MASK}@`)
    .replace(SECRET_PARAM, (_, lead: string, name: string, value: string) => `${lead}${name}=${value ? MASK : ""}`);

export const auditValue = (value: unknown): AuditValue | undefined => {
  if (value === undefined) return undefined;
  if (value === null || typeof value === "boolean") return value;
  if (typeof value === "number") return Number.isFinite(value) ? value : String(value);
  const text = maskSecrets(typeof value === "string" ? value : JSON.stringify(stripSecrets(value)));
  return text.length > AUDIT_VALUE_MAX ? `${text.slice(0, AUDIT_VALUE_MAX - 1)}…` : text;
};

export const stripSecrets = (value: unknown, extraSecrets: readonly string[] = []): unknown => {
  if (Array.isArray(value)) return value.map((item) => stripSecrets(item, extraSecrets));
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !isSecretField(key, extraSecrets))
      .map(([key, item]) => [key, stripSecrets(item, extraSecrets)]),
  );
};

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A changed secret is not even listed. */
export const auditChanges = (
  data: unknown,
  previous?: unknown,
  extraSecrets: readonly string[] = [],
): AuditChange[] => {
  if (!isRecord(data)) return [];
  const before = isRecord(previous) ? previous : undefined;
  const changes: AuditChange[] = [];
  for (const [field, value] of Object.entries(data)) {
    if (isSecretField(field, extraSecrets) || value === undefined) continue;
    // refine hands an unknown old value as undefined: that is no "was empty"
    const known = before?.[field] !== undefined;
    if (known && same(before[field], value)) continue;
    const change: AuditChange = { field, new: auditValue(value) ?? null };
    if (known) change.old = auditValue(before[field]) ?? null;
    changes.push(change);
  }
  return changes;
};

export const changesText = (changes: readonly AuditChange[]): string =>
  changes
    .map((c) => {
      const shown = (v: AuditValue | undefined) => (typeof v === "string" ? `"${v}"` : String(v));
      return c.old !== undefined ? `${c.field}: ${shown(c.old)} → ${shown(c.new)}` : `${c.field}: ${shown(c.new)}`;
    })
    .join("; ");
