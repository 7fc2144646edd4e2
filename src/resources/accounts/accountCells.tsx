import { useMemo, useState } from "react";
import { CopyOutlined, UnlockOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { Button } from "antd";
import type { Account } from "@/api/types/accounts";
import { useLiteCells } from "@/components/table/liteCells";
import { MutedText } from "@/components/widgets/MutedText";
import { useCopy } from "@/components/widgets/useCopy";
import { useMachineDialog } from "@/resources/machines/machineDialogStore";
import type { CustomCells } from "../views/cells";
import { AccountStatusTag, accountStatusParts, ACCOUNT_TONES, DETAIL_STYLE } from "./AccountStatusTag";
import { MASKED_PASSWORD, PasswordCell, useHoldsAdmin } from "./PasswordCell";

const openMachine = (a: Account) => useMachineDialog.getState().open(a.nameMachine ?? "");

/** A machine's name as the small link that opens its dialog (the list's cell, the account's details). */
export const MachineLink = ({ name, onClick }: { name: string; onClick: () => void }) => (
  <Button
    type="link"
    size="small"
    style={{ paddingInline: 0 }}
    aria-label={useTranslate()("accounts.open_machine", { name })}
    onClick={onClick}
  >
    {name}
  </Button>
);

/** The /accounts cells no kind draws, with lite forms for the virtual table (All, 20,000 rows). */
export const useAccountCells = (): CustomCells<Account> => {
  const t = useTranslate();
  const canDecrypt = useHoldsAdmin();
  const lite = useLiteCells();
  const copy = useCopy("accounts.copied", "accounts.error.copy");
  /** Logins whose password cell was asked to decrypt in the virtual table: they get the full cell. */
  const [decrypting, setDecrypting] = useState<ReadonlySet<string>>(new Set());
  return useMemo(() => {
    const fullPassword = (a: Account, decryptNow = false) => (
      <PasswordCell login={a.login} password={a.password} decryptNow={decryptNow} />
    );
    const litePassword = (a: Account) => {
      if (decrypting.has(a.login)) return fullPassword(a, true);
      return lite.row(
        <>
          <span className={lite.textClass} aria-label={t("accounts.password.masked")} style={{ whiteSpace: "nowrap" }}>
            {MASKED_PASSWORD}
          </span>
          {canDecrypt &&
            lite.iconButton({
              tip: t("accounts.password.decrypt", { login: a.login }),
              icon: <UnlockOutlined aria-hidden />,
              small: true,
              onClick: () => setDecrypting((set) => new Set(set).add(a.login)),
            })}
          {lite.iconButton({
            tip: t("accounts.password.copy", { login: a.login }),
            icon: <CopyOutlined aria-hidden />,
            small: true,
            onClick: () => void copy(a.password),
          })}
        </>,
        { gap: 4 },
      );
    };
    const machineLabel = (a: Account) => t("accounts.open_machine", { name: a.nameMachine });
    return {
      password: { full: (a) => fullPassword(a), lite: litePassword },
      nameMachine: {
        full: (a) =>
          a.nameMachine ? (
            <MachineLink name={a.nameMachine} onClick={() => openMachine(a)} />
          ) : (
            <MutedText aria-label={t("accounts.no_machine")}>—</MutedText>
          ),
        lite: (a) =>
          a.nameMachine
            ? lite.linkButton({ label: machineLabel(a), onClick: () => openMachine(a), children: a.nameMachine })
            : lite.muted("—", t("accounts.no_machine")),
      },
      status: {
        full: (a) => <AccountStatusTag status={a.status} />,
        lite: (a) => {
          const { meaning, text, detail } = accountStatusParts(t, a.status);
          const tag = lite.tag(ACCOUNT_TONES[meaning], text);
          if (!detail) return tag;
          return lite.row(
            <>
              {tag}
              <span className={lite.textClass} style={{ ...DETAIL_STYLE, color: lite.token.colorTextSecondary }}>
                {detail}
              </span>
            </>,
            { flexDirection: "column", alignItems: "flex-start", gap: 2 },
          );
        },
      },
    };
  }, [t, canDecrypt, lite, copy, decrypting]);
};
