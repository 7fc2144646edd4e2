import { useMemo } from "react";
import { ProfileOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { Button, type TableColumnsType } from "antd";
import type { Account } from "@/api/types/accounts";
import { CountryFlag } from "@/components/locale";
import { CellText } from "@/components/table/CellText";
import { DateText } from "@/components/table/DateText";
import { MutedText } from "@/components/widgets";
import { useFormatDate } from "@/lib/useFormatDate";
import { useMachineDialog } from "@/resources/machines/machineDialogStore";
import type { Locale } from "@/api/types/locales";
import { useLocales } from "@/components/locale/useLocales";
import { AccountStatusTag } from "./AccountStatusTag";
import { PasswordCell } from "./PasswordCell";
import { rowColumn } from "@/components/table/rowColumn";
import { RowAction } from "@/components/table/RowAction";

export interface AccountColumnsOptions {
  canDecrypt: boolean;
  onDetails: (login: string) => void;
}

/** Spec §2 "Accounts page": the columns in the spec's order; the keys are the sortable fields. */
/** The locale by flag and name, or a dash for an account without one. */
export const LocaleCell = ({ locale }: { locale: Locale | undefined }) =>
  locale ? <CountryFlag code={locale.country} label={locale.name} /> : <MutedText>—</MutedText>;

export const useAccountColumns = ({ canDecrypt, onDetails }: AccountColumnsOptions): TableColumnsType<Account> => {
  const t = useTranslate();
  const localesById = useLocales().byId;
  const formatDate = useFormatDate();
  return useMemo(
    () => [
      rowColumn("login", t("accounts.fields.login"), (a: Account) => <CellText text={a.login} strong maxWidth={96} />),
      rowColumn("password", t("accounts.fields.password"), (a: Account) => (
        <PasswordCell login={a.login} password={a.password} canDecrypt={canDecrypt} />
      )),
      rowColumn("nameMachine", t("accounts.fields.machine"), (a: Account) =>
        a.nameMachine ? (
          <Button
            type="link"
            size="small"
            style={{ paddingInline: 0 }}
            aria-label={t("accounts.open_machine", { name: a.nameMachine })}
            onClick={() => useMachineDialog.getState().open(a.nameMachine ?? "")}
          >
            {a.nameMachine}
          </Button>
        ) : (
          <MutedText aria-label={t("accounts.no_machine")}>—</MutedText>
        ),
      ),
      rowColumn("status", t("accounts.fields.status"), (a: Account) => <AccountStatusTag status={a.status} />),
      rowColumn("recoveryEmail", t("accounts.fields.recovery_email"), (a: Account) =>
        a.recoveryEmail ? <CellText text={a.recoveryEmail} maxWidth={96} /> : <MutedText>—</MutedText>,
      ),
      rowColumn("locale", t("accounts.fields.locale"), (a: Account) => (
        <LocaleCell locale={a.localeId === null ? undefined : localesById.get(a.localeId)} />
      )),
      rowColumn("created", t("accounts.fields.created"), (a: Account) => <DateText text={formatDate(a.created)} />),
      rowColumn("updated", t("accounts.fields.updated"), (a: Account) => <DateText text={formatDate(a.updated)} />),
      {
        key: "actions",
        title: t("accounts.fields.actions"),
        width: 88,
        render: (_: unknown, a: Account) => (
          <RowAction
            tip={t("accounts.details.open", { login: a.login })}
            icon={<ProfileOutlined aria-hidden />}
            onClick={() => onDetails(a.login)}
          />
        ),
      },
    ],
    [t, formatDate, canDecrypt, onDetails, localesById],
  );
};
