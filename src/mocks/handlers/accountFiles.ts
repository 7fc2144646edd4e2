import { ACCOUNT_FIELD_IDS, type AccountFieldId } from "@/api/types/accounts";
import { decryptSecret, encryptSecret } from "../db/accountSecrets";
import { secretsOf, type AccountRecord } from "../db/accounts";

export const parsePattern = (pattern: string): AccountFieldId[] | null => {
  const parts = pattern.split(":").filter(Boolean);
  if (parts.length === 0) return null;
  const ids = parts.filter((p): p is AccountFieldId => (ACCOUNT_FIELD_IDS as readonly string[]).includes(p));
  return ids.length === parts.length && new Set(ids).size === ids.length ? ids : null;
};

const SECRET_FIELDS = new Set<AccountFieldId>(["password", "recovery_password", "recovery_password_imap"]);

export const exportLine = (row: AccountRecord, fields: readonly AccountFieldId[], encode: boolean): string => {
  const secrets = secretsOf(row);
  const stored: Record<AccountFieldId, string> = {
    login: row.login,
    password: row.password,
    recovery_codes: secrets.recovery_codes.join(","),
    recovery_email: row.recovery_email ?? "",
    recovery_password: secrets.recovery_password,
    recovery_password_imap: secrets.recovery_password_imap,
    phone: secrets.phone ?? "",
  };
  return fields.map((f) => (SECRET_FIELDS.has(f) && !encode ? (decryptSecret(stored[f]) ?? "") : stored[f])).join(":");
};

/** A rejected line names the login it holds where there is one, so the report says which account failed. */
type ParsedLine = { values: Partial<Record<AccountFieldId, string>> } | { reason: string; login: string | null };

/** One import line; with `encode` its secrets are clear and get encrypted (docs/api.md). */
export const parseLine = (line: string, fields: readonly AccountFieldId[], encode: boolean): ParsedLine => {
  const parts = line.split(":");
  const login = parts[fields.indexOf("login")]?.trim() || null;
  const reject = (reason: string): ParsedLine => ({ reason, login });
  if (parts.length !== fields.length) return reject(`Expected ${fields.length} fields, found ${parts.length}`);
  const values: Partial<Record<AccountFieldId, string>> = {};
  for (const [i, field] of fields.entries()) {
    const value = (parts[i] ?? "").trim();
    if (SECRET_FIELDS.has(field) && value) {
      if (encode) values[field] = encryptSecret(value);
      else if (decryptSecret(value) === null) return reject(`${field} is not encrypted`);
      else values[field] = value;
    } else values[field] = value;
  }
  if (!values.login) return reject("Login is missing");
  if (!/^[a-z0-9._-]{4,64}$/i.test(values.login)) return reject("Login is not valid");
  return { values };
};
