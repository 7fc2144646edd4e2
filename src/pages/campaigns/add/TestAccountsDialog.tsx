import { useTranslate } from "@refinedev/core";
import { Alert, Spin } from "antd";
import { TEXT_LIMITS } from "@/config";
import { useAccountCheck } from "@/resources/accounts/useAccountCheck";
import { CountedListDialog, useCountedList, type CountedListKind, type ListDialogProps } from "./CountedListDialog";
import { cleanTestAccount } from "./plan";

const TEST_ACCOUNTS: CountedListKind = {
  section: "campaigns.test_accounts",
  emptyKey: "one_account_is_required",
  mismatchKey: "accounts_count_mismatch",
  inputId: "campaign-test-accounts",
  readLine: cleanTestAccount,
  repeats: false,
  tooLong: { max: TEXT_LIMITS.name, key: "too_long" },
  chips: { sanitize: cleanTestAccount },
};

/** At least 1, exactly the required count; an @ part dropped, spaces collapsed; checked 700 ms after a change. */
export const TestAccountsDialog = (props: ListDialogProps) => {
  const t = useTranslate();
  const list = useCountedList(props, TEST_ACCOUNTS);
  const check = useAccountCheck(list.entries, { enabled: props.open });
  return (
    <CountedListDialog
      {...props}
      kind={TEST_ACCOUNTS}
      list={list}
      waiting={check.checking || check.messages.length > 0}
    >
      {check.checking && (
        <Spin size="small" tip={t("campaigns.test_accounts.checking")}>
          <span />
        </Spin>
      )}
      {check.messages.map((m) => (
        <Alert key={m} type="error" showIcon message={m} />
      ))}
      {check.ok && <Alert type="success" showIcon message={t("campaigns.test_accounts.all_available")} />}
    </CountedListDialog>
  );
};
