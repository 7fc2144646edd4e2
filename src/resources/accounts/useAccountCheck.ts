import { useOne, useTranslate } from "@refinedev/core";
import { accountMeaning } from "@/api/types/accounts";
import { useDebouncedValue } from "@/components/widgets/useDebouncedValue";
import { TIMING } from "@/config";
import type { AccountCheckRecord } from "@/registry/lookups/accounts";

/** POST /accounts/check 700 ms after the list settles; a newer list aborts the older. */
export const useAccountCheck = (logins: readonly string[], { enabled = true } = {}) => {
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
  const none = { checking: false, messages: [] as string[], ok: false };
  if (!enabled || id === "") return none;
  if (settled !== id || query.isFetching) return { ...none, checking: true };
  if (query.isError) return { ...none, messages: [t("accounts.check.error_checking_accounts")] };
  const checked = result?.checked ?? [];
  const messages = (["not_found", "unavailable"] as const).flatMap((meaning) => {
    const found = checked.filter((c) => accountMeaning(c.account_status) === meaning).map((c) => c.login);
    return found.length > 0 ? [t(`accounts.check.${meaning}`, { list: found.join(", ") })] : [];
  });
  return { checking: false, messages, ok: result !== undefined && messages.length === 0 };
};
