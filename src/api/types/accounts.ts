import { machineNameOrNull } from "./fleet";

/** The pattern's field ids, in the order the dialogs offer them (ACC). */
export const ACCOUNT_FIELD_IDS = [
  "login",
  "password",
  "recovery_codes",
  "recovery_email",
  "recovery_password",
  "recovery_password_imap",
  "phone",
] as const;
export type AccountFieldId = (typeof ACCOUNT_FIELD_IDS)[number];

/** Each chosen id followed by a colon, joined ("login:password:"), in the offered order. */
export const accountPattern = (ids: readonly AccountFieldId[]): string =>
  ACCOUNT_FIELD_IDS.filter((id) => ids.includes(id))
    .map((id) => `${id}:`)
    .join("");

/** NONE is available, TEMP not found, any other status unavailable. */
export type AccountMeaning = "available" | "not_found" | "unavailable";
export const accountMeaning = (status: string): AccountMeaning =>
  status === "NONE" ? "available" : status === "TEMP" ? "not_found" : "unavailable";

export interface AccountWire {
  login: string;
  /** the password arrives encrypted; GET /accounts/decrypt turns it into clear text */
  auth_data: { password: string; recovery_email: string | null };
  account_status: string;
  name_machine: string | null;
  /** the locale's id (the console names it from its one locale list: 20,000 rows stay small) */
  locale: number | null;
  created: string | null;
  updated: string | null;
}

export interface InstalledAppWire {
  app_id: string;
  name: string | null;
  image_src: string | null;
  installed: string | null;
}

/** GET /accounts/?login=: the list's fields, every auth datum (secrets encrypted) and the installed apps. */
export interface AccountDetailWire extends Omit<AccountWire, "auth_data"> {
  auth_data: {
    password: string;
    recovery_email: string | null;
    recovery_password: string | null;
    recovery_password_imap: string | null;
    recovery_codes: string[];
    phone: string | null;
  };
  installed_apps: InstalledAppWire[];
}

export interface Account {
  id: string;
  login: string;
  password: string;
  recoveryEmail: string | null;
  status: string;
  nameMachine: string | null;
  localeId: number | null;
  created: string | null;
  updated: string | null;
}

export interface AccountDetail extends Account {
  recoveryPassword: string | null;
  recoveryPasswordImap: string | null;
  recoveryCodes: string[];
  phone: string | null;
  installedApps: { appId: string; name: string | null; imageSrc: string | null; installed: string | null }[];
}

export const toAccount = (w: AccountWire): Account => ({
  id: w.login,
  login: w.login,
  password: w.auth_data.password,
  recoveryEmail: w.auth_data.recovery_email,
  status: w.account_status,
  nameMachine: machineNameOrNull(w.name_machine),
  localeId: w.locale,
  created: w.created,
  updated: w.updated,
});

export const toAccountDetail = (w: AccountDetailWire): AccountDetail => ({
  ...toAccount({ ...w, auth_data: { password: w.auth_data.password, recovery_email: w.auth_data.recovery_email } }),
  recoveryPassword: w.auth_data.recovery_password,
  recoveryPasswordImap: w.auth_data.recovery_password_imap,
  recoveryCodes: w.auth_data.recovery_codes,
  phone: w.auth_data.phone,
  installedApps: w.installed_apps.map((a) => ({
    appId: a.app_id,
    name: a.name,
    imageSrc: a.image_src,
    installed: a.installed,
  })),
});

/** `encode` writes secrets encrypted (default false). */
export interface AccountExportInput {
  fields: AccountFieldId[];
  count: number;
  encode: boolean;
  forTesting: boolean;
  status: string;
  localeId: number;
}

/** `encode` means the file holds clear secrets the server encrypts (default true). */
export interface AccountImportInput {
  fields: AccountFieldId[];
  changeRecovery: boolean;
  encode: boolean;
  localeId: number;
  file: File;
}

export interface AccountImportResultWire {
  imported: number;
  rejected: { line: number; login: string | null; reason: string }[];
}

export interface CheckedAccountWire {
  login: string;
  account_status: string;
}
