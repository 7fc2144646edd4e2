import { useOne, useTranslate } from "@refinedev/core";
import { accountMeaning } from "@/api/types/accounts";
import { useDebouncedValue } from "@/components/widgets";
import { TIMING } from "@/config";
import type { AccountCheckRecord } from "@/registry/lookups/accounts";

export interface AccountCheck {
  /** a check is waiting for the list to settle or for its answer */
  checking: boolean;
  notFound: string[];
  unavailable: string[];
  /** spec §8: 'Account not found : {list}', 'Account unavailable : {list}' or error_checking_accounts */
  messages: string[];
  /** the list as it stands was checked and every account is available */
  ok: boolean;
}

/**
 * The test-accounts check (spec §4, §8, §9): POST /accounts/check 700 ms after the list stops
 * changing; a newer list aborts the request of the older one. Campaign dialogs block adding
 * while `messages` is not empty.
 */
export const useAccountCheck = (logins: readonly string[], { enabled = true } = {}): AccountCheck => {
  const t = useTranslate();
  // One check per list: the record id is the logins joined, so an unchanged list is asked once.
  const id = logins.join("\n");
  const settled = useDebouncedValue(id, TIMING.accountCheckDelayMs);
  const active = enabled && settled !== "" && settled === id;
  const { result, query } = useOne<AccountCheckRecord>({
    resource: "account-checks",
    id: settled,
    queryOptions: { enabled: active, retry: false, staleTime: 0 },
    errorNotification: false,
  });
  const none: AccountCheck = { checking: false, notFound: [], unavailable: [], messages: [], ok: false };
  if (!enabled || id === "") return none;
  if (settled !== id || query.isFetching) return { ...none, checking: true };
  if (query.isError) return { ...none, messages: [t("accounts.check.error_checking_accounts")] };
  const checked = result?.checked ?? [];
  const notFound = checked.filter((c) => accountMeaning(c.account_status) === "not_found").map((c) => c.login);
  const unavailable = checked.filter((c) => accountMeaning(c.account_status) === "unavailable").map((c) => c.login);
  const messages = [
    ...(notFound.length > 0 ? [t("accounts.check.not_found", { list: notFound.join(", ") })] : []),
    ...(unavailable.length > 0 ? [t("accounts.check.unavailable", { list: unavailable.join(", ") })] : []),
  ];
  return { checking: false, notFound, unavailable, messages, ok: result !== undefined && messages.length === 0 };
};
