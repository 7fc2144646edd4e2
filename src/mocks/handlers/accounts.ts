import type { AccountDetailWire, AccountWire, CheckedAccountWire } from "@/api/types/accounts";
import { listHandler } from "../crudHandlers";
import { decryptSecret } from "../db/accountSecrets";
import { ACCOUNT_STATUSES, accountNow, accounts, findAccount, secretsOf, type AccountRecord } from "../db/accounts";
import { locales } from "../db/locales";
import { appIcon, findTaskApp } from "../db/machineApps";
import { guarded } from "../guarded";
import { requireUser, type ResolverInfo } from "../session";
import { fail, invalid, jsonBody, ok, type FieldErrors } from "../wire";
import { exportLine, parseLine, parsePattern } from "./accountFiles";
import { flag, hasErrors, numberOrNull, queryOf, text } from "./fleetBody";

const PERMISSIONS = { view: "view:accounts", edit: "edit:accounts" } as const;

/** The import's file cap, as the console's own (src/lib/textFile.ts). */
const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

/** Only ADMIN sees the decrypt control, so only a holder of ADMIN may call decrypt (docs/api.md). */
const adminRole = (info: ResolverInfo) => {
  const user = requireUser(info);
  if (user instanceof Response) return user;
  return user.roles.some((r) => r.toUpperCase() === "ADMIN") ? user : fail(403, "Permission denied: ADMIN role");
};

const toWire = (rows: readonly AccountRecord[]): AccountWire[] =>
  rows.map((row) => ({
    login: row.login,
    auth_data: { password: row.password, recovery_email: row.recovery_email },
    account_status: row.account_status,
    name_machine: row.name_machine,
    locale: row.locale_id,
    created: row.created,
    updated: row.updated,
  }));

const toDetailWire = (row: AccountRecord): AccountDetailWire => {
  const [wire] = toWire([row]);
  const secrets = secretsOf(row);
  return {
    ...wire,
    auth_data: { ...wire.auth_data, ...secrets },
    installed_apps: row.installed_apps.map(({ app_id, installed }) => {
      const app = findTaskApp(app_id);
      return { app_id, name: app?.name ?? null, image_src: app ? appIcon(app) : null, installed };
    }),
  };
};

const readExport = (body: Record<string, unknown>) => {
  const errors: FieldErrors = {};
  const fields = parsePattern(text(body, "parse_pattern"));
  const count = numberOrNull(body, "count");
  const status = text(body, "status");
  const locale = numberOrNull(body, "locale");
  if (!fields) errors.parse_pattern = "Choose at least one known field";
  if (count === null || !Number.isInteger(count) || count < 1) errors.count = "Count must be at least 1";
  if (!status) errors.status = "Status is required";
  else if (!(ACCOUNT_STATUSES as readonly string[]).includes(status)) errors.status = "Unknown status";
  if (!locale) errors.locale = "Locale is required";
  else if (!locales.get(locale)) errors.locale = "Unknown locale";
  return { errors, fields: fields ?? [], count: count ?? 0, status, locale: locale ?? 0 };
};

interface UploadedFile {
  name: string;
  type: string;
  size: number;
  text(): Promise<string>;
}

/** The name decides; jsdom's multipart encoder names every file "blob", so its type stands in there. */
const isTxt = (file: UploadedFile): boolean =>
  file.name.toLowerCase().endsWith(".txt") || (file.name === "blob" && file.type.startsWith("text/plain"));
const isUploadedFile = (value: unknown): value is UploadedFile =>
  typeof value === "object" && value !== null && "text" in value && "name" in value;

const readMultipart = async (request: Request) => {
  try {
    const form = await request.formData();
    const body = form.get("body");
    const parsed: unknown = JSON.parse(typeof body === "string" ? body : body ? await body.text() : "{}");
    const file = form.get("file");
    return { body: (parsed ?? {}) as Record<string, unknown>, file: isUploadedFile(file) ? file : null };
  } catch {
    return null;
  }
};

/** The account calls; their details (filters, file formats, answers) are assumed in docs/api.md. */
export const accountHandlers = [
  listHandler("/accounts/list", PERMISSIONS.view, {
    scope: (request) => {
      const query = queryOf(request);
      const status = query.get("status");
      const locale = Number(query.get("locale_id"));
      return status || locale
        ? accounts.filter((a) => (!status || a.account_status === status) && (!locale || a.locale_id === locale))
        : accounts.all();
    },
    search: ["login", "recovery_email", "name_machine"],
    sort: "updated:desc",
    toWire,
  }),

  guarded("get", "/accounts/", PERMISSIONS.view, (info) => {
    const login = queryOf(info.request).get("login") ?? "";
    if (!login.trim()) return invalid({ login: "Login is required" });
    const row = findAccount(login);
    return row ? ok(toDetailWire(row)) : fail(404, "Account not found");
  }),

  guarded("get", "/accounts/statuses", PERMISSIONS.view, () => ok([...ACCOUNT_STATUSES])),

  guarded("get", "/accounts/decrypt", adminRole, (info) => {
    const clear = decryptSecret(queryOf(info.request).get("password") ?? "");
    return clear === null ? fail(400, "The value is not an encrypted password") : ok(clear);
  }),

  guarded("post", "/accounts/check", PERMISSIONS.view, async (info) => {
    const body = await jsonBody(info.request);
    const sent = Array.isArray(body.accounts) ? body.accounts.filter((a): a is string => typeof a === "string") : null;
    if (!sent || sent.length === 0) return invalid({ accounts: "At least one account is required" });
    const checked: CheckedAccountWire[] = sent.map((login) => ({
      login,
      account_status: findAccount(login)?.account_status ?? "TEMP",
    }));
    return ok({ checked_accounts: checked });
  }),

  guarded("post", "/accounts/export", PERMISSIONS.edit, async (info) => {
    const body = await jsonBody(info.request);
    const read = readExport(body);
    if (hasErrors(read.errors)) return invalid(read.errors);
    const chosen = accounts
      .filter((a) => a.account_status === read.status && a.locale_id === read.locale)
      .slice(0, read.count);
    if (chosen.length === 0) return fail(404, "No accounts match the locale and status");
    const encode = flag(body, "encode", false);
    const lines = chosen.map((row) => exportLine(row, read.fields, encode));
    // Accounts handed out for real use leave the pool; a test export leaves them where they were.
    if (!flag(body, "for_testing", false)) {
      const now = accountNow();
      for (const row of chosen) accounts.update(row.login, { account_status: "EXPORTED", updated: now });
    }
    return new Response(lines.join("\n") + "\n", {
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        "Content-Disposition": 'attachment; filename="exported_accounts.txt"',
      },
    });
  }),

  guarded("post", "/accounts/import", PERMISSIONS.edit, async (info) => {
    const parts = await readMultipart(info.request);
    if (!parts) return invalid({ file: "Send multipart with a JSON body and a file" });
    const { body, file } = parts;
    const errors: FieldErrors = {};
    const fields = parsePattern(text(body, "parse_pattern"));
    const locale = numberOrNull(body, "locale");
    if (!fields) errors.parse_pattern = "Choose at least one known field";
    else if (!fields.includes("login")) errors.parse_pattern = "The pattern must contain login";
    if (!locale) errors.locale = "Locale is required";
    else if (!locales.get(locale)) errors.locale = "Unknown locale";
    if (!file) errors.file = "A .txt file is required";
    else if (!isTxt(file)) errors.file = "Only .txt files are accepted";
    if (hasErrors(errors) || !fields || !file || locale === null) return invalid(errors);

    if (file.size > IMPORT_MAX_BYTES) return invalid({ file: "The file is larger than 5 MB" });

    const encode = flag(body, "encode", true);
    const changeRecovery = flag(body, "change_recovery", false);
    const now = accountNow();
    // Every line is read and judged first; rows are stored only after that, so a line that cannot
    // be taken is reported and never leaves the lines before it half-imported.
    const rejected: { line: number; login: string | null; reason: string }[] = [];
    const taken: AccountRecord[] = [];
    const inFile = new Set<string>();
    const lines = (await file.text()).replace(/^\uFEFF/, "").split(/\r?\n/);
    for (const [index, raw] of lines.entries()) {
      if (!raw.trim()) continue;
      const parsed = parseLine(raw.trim(), fields, encode);
      if ("reason" in parsed) {
        rejected.push({ line: index + 1, login: parsed.login, reason: parsed.reason });
        continue;
      }
      const { values } = parsed;
      const login = (values.login ?? "").toLowerCase();
      if (findAccount(login)) {
        rejected.push({ line: index + 1, login, reason: "Account already exists" });
        continue;
      }
      if (inFile.has(login)) {
        rejected.push({ line: index + 1, login, reason: "Login repeated in the file" });
        continue;
      }
      inFile.add(login);
      const seeded = secretsOf({ login } as AccountRecord);
      taken.push({
        login,
        password: values.password ?? seeded.recovery_password,
        recovery_email: changeRecovery ? `${login}.rec@example.org` : values.recovery_email || null,
        account_status: "NONE",
        name_machine: "NULL",
        locale_id: locale,
        created: now,
        updated: now,
        installed_apps: [],
        secrets: {
          recovery_password: values.recovery_password || seeded.recovery_password,
          recovery_password_imap: values.recovery_password_imap || seeded.recovery_password_imap,
          recovery_codes: values.recovery_codes ? values.recovery_codes.split(",").filter(Boolean) : [],
          phone: values.phone || null,
        },
      });
    }
    for (const row of taken) accounts.insert(row);
    const imported = taken.length;
    return ok({ imported, rejected });
  }),
];
