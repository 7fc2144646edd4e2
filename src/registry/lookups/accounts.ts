import { accountsApi } from "@/api/endpoints/accounts";
import type { CheckedAccountWire } from "@/api/types/accounts";
import { defineLookup, resourceApi } from "@/registry/types";

export interface AccountStatusRow {
  id: string;
}
export interface ClearPassword {
  /** the encrypted value asked about */
  id: string;
  clear: string;
}

const accountStatuses = defineLookup({
  name: "account-statuses",
  api: resourceApi<AccountStatusRow>({
    list: async () => {
      const statuses = await accountsApi.statuses();
      return { list: statuses.map((id) => ({ id })), totalCount: statuses.length };
    },
  }),
});

/** GET /accounts/decrypt, keyed by the encrypted value so one answer serves every cell showing it. */
const clearPasswords = defineLookup({
  name: "account-passwords",
  api: resourceApi<ClearPassword>({ one: async (id) => ({ id, clear: await accountsApi.decrypt(id) }) }),
});

export interface AccountCheckRecord {
  /** the checked logins, one per line */
  id: string;
  checked: CheckedAccountWire[];
}

/** POST /accounts/check as a read: the list is the id, and a newer list aborts the older request. */
const accountChecks = defineLookup({
  name: "account-checks",
  api: resourceApi<AccountCheckRecord>({
    one: async (id, signal) => ({ id, checked: await accountsApi.check(id.split("\n"), signal) }),
  }),
});

export const accountLookups = [accountStatuses, clearPasswords, accountChecks];
