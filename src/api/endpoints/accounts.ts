import type { AxiosProgressEvent } from "axios";
import { request } from "@/api/http";
import {
  accountPattern,
  toAccount,
  toAccountDetail,
  type AccountDetail,
  type AccountDetailWire,
  type AccountExportInput,
  type AccountImportInput,
  type AccountImportResultWire,
  type CheckedAccountWire,
} from "@/api/types/accounts";
import { pagedList } from "./calls";

export type Progress = (fraction: number | null) => void;

const fractionOf =
  (onProgress: Progress | undefined) =>
  (event: AxiosProgressEvent): void =>
    onProgress?.(event.total ? Math.min(1, event.loaded / event.total) : null);

export const accountsApi = {
  /** GET /accounts/list: page, size (-1 = all), search (login, e-mail, machine), sort; filters status, locale_id (assumed) */
  list: pagedList("/accounts/list", toAccount),
  one: async (login: string): Promise<AccountDetail> =>
    toAccountDetail(await request<AccountDetailWire>("GET", "/accounts/", { params: { login } })),
  /** GET /accounts/decrypt?password=: the encrypted value in, the clear one out */
  decrypt: (password: string): Promise<string> =>
    request<string>("GET", "/accounts/decrypt", { params: { password }, noRetry: true }),
  statuses: (): Promise<string[]> => request<string[]>("GET", "/accounts/statuses"),
  /** POST /accounts/check {accounts}: each login's account_status (TEMP when the store has no such account) */
  check: async (logins: readonly string[], signal?: AbortSignal): Promise<CheckedAccountWire[]> =>
    (
      await request<{ checked_accounts: CheckedAccountWire[] }>("POST", "/accounts/check", {
        data: { accounts: logins },
        signal,
      })
    ).checked_accounts,
  /** POST /accounts/export: answers the file; the console saves it as exported_accounts.txt */
  export: (input: AccountExportInput, onProgress?: Progress): Promise<Blob> =>
    request<Blob>("POST", "/accounts/export", {
      data: {
        parse_pattern: accountPattern(input.fields),
        count: input.count,
        encode: input.encode,
        for_testing: input.forTesting,
        status: input.status,
        locale: input.localeId,
      },
      responseType: "blob",
      onDownloadProgress: fractionOf(onProgress),
      noRetry: true,
    }),
  /** POST /accounts/import: multipart, the JSON body as `body` and the file as `file` */
  import: (input: AccountImportInput, onProgress?: Progress): Promise<AccountImportResultWire> => {
    const form = new FormData();
    const body = {
      selectedPatternIds: input.fields,
      parse_pattern: accountPattern(input.fields),
      change_recovery: input.changeRecovery,
      encode: input.encode,
      locale: input.localeId,
    };
    form.append("body", new Blob([JSON.stringify(body)], { type: "application/json" }));
    form.append("file", input.file, input.file.name);
    return request<AccountImportResultWire>("POST", "/accounts/import", {
      data: form,
      // A header a page's form cannot send: the server takes multipart only with it.
      headers: { "X-Requested-With": "XMLHttpRequest" },
      onUploadProgress: fractionOf(onProgress),
      noRetry: true,
    });
  },
};
