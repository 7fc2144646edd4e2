import { useMemo, useState } from "react";
import { CopyOutlined, ProfileOutlined, UnlockOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { Button, type TableColumnsType } from "antd";
import type { Account } from "@/api/types/accounts";
import { CountryFlag, useCountryName } from "@/components/locale";
import { liteFlag } from "@/components/locale/liteFlag";
import { useLiteCells } from "@/components/table/liteCells";
import { useCopy } from "@/components/widgets/useCopy";
import { CellText } from "@/components/table/CellText";
import { DateText } from "@/components/table/DateText";
import { MutedText } from "@/components/widgets";
import { useFormatDate } from "@/lib/useFormatDate";
import { useMachineDialog } from "@/resources/machines/machineDialogStore";
import type { Locale } from "@/api/types/locales";
import { useLocales } from "@/components/locale/useLocales";
import { accountMeaning } from "@/api/types/accounts";
import { AccountStatusTag, ACCOUNT_TONES } from "./AccountStatusTag";
import { MASKED_PASSWORD, PasswordCell } from "./PasswordCell";
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

/**
 * The columns of /accounts. At page size All (20,000 rows, a virtual table) each cell also has a
 * lite form (components/table/liteCells.tsx): the same look as plain elements, no refine query or
 * tooltip per row. A password's decrypt control mounts the full PasswordCell of its row when
 * clicked, which asks for the clear value (issue 31).
 */
export const useAccountColumns = ({ canDecrypt, onDetails }: AccountColumnsOptions): TableColumnsType<Account> => {
  const t = useTranslate();
  const localesById = useLocales().byId;
  const formatDate = useFormatDate();
  const lite = useLiteCells();
  const countryName = useCountryName();
  const copy = useCopy("accounts.copied", "accounts.error.copy");
  /** Logins whose password cell was asked to decrypt in the virtual table: they get the full cell. */
  const [decrypting, setDecrypting] = useState<ReadonlySet<string>>(new Set());
  return useMemo(() => {
    const fullPassword = (a: Account, decryptNow = false) => (
      <PasswordCell login={a.login} password={a.password} canDecrypt={canDecrypt} decryptNow={decryptNow} />
    );
    const litePassword = (a: Account) => {
      if (decrypting.has(a.login)) return fullPassword(a, true);
      const decrypt = t("accounts.password.decrypt", { login: a.login });
      const copyLabel = t("accounts.password.copy", { login: a.login });
      return lite.row(
        <>
          <span className={lite.textClass} aria-label={t("accounts.password.masked")} style={{ whiteSpace: "nowrap" }}>
            {MASKED_PASSWORD}
          </span>
          {canDecrypt &&
            lite.iconButton({
              tip: decrypt,
              icon: <UnlockOutlined aria-hidden />,
              small: true,
              onClick: () => setDecrypting((set) => new Set(set).add(a.login)),
            })}
          {lite.iconButton({
            tip: copyLabel,
            icon: <CopyOutlined aria-hidden />,
            small: true,
            onClick: () => void copy(a.password),
          })}
        </>,
        { gap: 4 },
      );
    };
    const machineLabel = (a: Account) => t("accounts.open_machine", { name: a.nameMachine });
    const openMachine = (a: Account) => useMachineDialog.getState().open(a.nameMachine ?? "");
    const localeOf = (a: Account) => (a.localeId === null ? undefined : localesById.get(a.localeId));
    const statusText = (status: string) => {
      const meaning = accountMeaning(status);
      return (
        <>
          {t(`accounts.status.${meaning}`)}
          {meaning === "unavailable" && ` · ${t(`accounts.status_code.${status}`, status)}`}
        </>
      );
    };
    const date = (value: string | null) => <DateText text={formatDate(value)} />;
    return [
      rowColumn(
        "login",
        t("accounts.fields.login"),
        (a: Account) => <CellText text={a.login} strong maxWidth={96} />,
        (a) => lite.text(a.login, { strong: true, maxWidth: 96 }),
      ),
      rowColumn("password", t("accounts.fields.password"), (a: Account) => fullPassword(a), litePassword),
      rowColumn(
        "nameMachine",
        t("accounts.fields.machine"),
        (a: Account) =>
          a.nameMachine ? (
            <Button
              type="link"
              size="small"
              style={{ paddingInline: 0 }}
              aria-label={machineLabel(a)}
              onClick={() => openMachine(a)}
            >
              {a.nameMachine}
            </Button>
          ) : (
            <MutedText aria-label={t("accounts.no_machine")}>—</MutedText>
          ),
        (a) =>
          a.nameMachine
            ? lite.linkButton({ label: machineLabel(a), onClick: () => openMachine(a), children: a.nameMachine })
            : lite.muted("—", t("accounts.no_machine")),
      ),
      rowColumn(
        "status",
        t("accounts.fields.status"),
        (a: Account) => <AccountStatusTag status={a.status} />,
        (a) => lite.tag(ACCOUNT_TONES[accountMeaning(a.status)], statusText(a.status)),
      ),
      rowColumn(
        "recoveryEmail",
        t("accounts.fields.recovery_email"),
        (a: Account) =>
          a.recoveryEmail ? <CellText text={a.recoveryEmail} maxWidth={96} /> : <MutedText>—</MutedText>,
        (a) => (a.recoveryEmail ? lite.text(a.recoveryEmail, { maxWidth: 96 }) : lite.muted("—")),
      ),
      rowColumn(
        "locale",
        t("accounts.fields.locale"),
        (a: Account) => <LocaleCell locale={localeOf(a)} />,
        (a) => {
          const locale = localeOf(a);
          return locale ? liteFlag(lite, locale.country, countryName(locale.country), locale.name) : lite.muted("—");
        },
      ),
      rowColumn("created", t("accounts.fields.created"), (a: Account) => date(a.created)),
      rowColumn("updated", t("accounts.fields.updated"), (a: Account) => date(a.updated)),
      {
        ...rowColumn(
          "actions",
          t("accounts.fields.actions"),
          (a: Account) => (
            <RowAction
              tip={t("accounts.details.open", { login: a.login })}
              icon={<ProfileOutlined aria-hidden />}
              onClick={() => onDetails(a.login)}
            />
          ),
          (a) =>
            lite.iconButton({
              tip: t("accounts.details.open", { login: a.login }),
              icon: <ProfileOutlined aria-hidden />,
              onClick: () => onDetails(a.login),
            }),
        ),
        width: 88,
      },
    ];
  }, [t, formatDate, canDecrypt, onDetails, localesById, lite, countryName, copy, decrypting]);
};
