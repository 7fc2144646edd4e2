import { useEffect, useRef, useState, type ReactNode } from "react";
import { CopyOutlined, EyeInvisibleOutlined, EyeOutlined, UnlockOutlined } from "@ant-design/icons";
import { useOne, useTranslate } from "@refinedev/core";
import { Button, Flex, Typography, type ButtonProps } from "antd";
import { Tip } from "@/components/widgets/Tip";
import type { ClearPassword } from "@/registry/lookups/accounts";
import { useCopy } from "@/components/widgets/useCopy";
import { useAuditLog } from "@/providers/useAuditLog";
import { hasRole } from "@/registry/permissions";
import { useAuthStore } from "@/state/auth";

import { MASKED_PASSWORD } from "@/registry/areas/accounts";

export { MASKED_PASSWORD };

/** The decrypt control is the ADMIN role's, not a permission (an OWNER without ADMIN has none). */
export const useHoldsAdmin = (): boolean => useAuthStore((s) => hasRole(s.user, "ADMIN"));

interface PasswordCellProps {
  login: string;
  password: string;
  /** asks for the clear value at once, focused (a virtual table's row mounts it when its decrypt is clicked) */
  decryptNow?: boolean;
}

/** Masked until decrypted; the answer is cached under the encrypted value, so show/hide is local. */
export const PasswordCell = ({ login, password, decryptNow = false }: PasswordCellProps) => {
  const t = useTranslate();
  const canDecrypt = useHoldsAdmin();
  // A refused copy is the accounts' 'error.copy' toast.
  const copy = useCopy("accounts.copied", "accounts.error.copy");
  const [asked, setAsked] = useState(decryptNow);
  const [hidden, setHidden] = useState(false);
  const { result, query } = useOne<ClearPassword>({
    resource: "account-passwords",
    id: password,
    queryOptions: { enabled: asked && canDecrypt, staleTime: Infinity, gcTime: Infinity, retry: false },
    errorNotification: () => ({ type: "error", message: t("accounts.password-decrypted-error") }),
  });
  const clear = result?.clear;
  useDecryptAudit(login, clear !== undefined, query.dataUpdatedAt);
  const shown = clear !== undefined && !hidden;

  const decrypt = () => {
    if (clear !== undefined) setHidden((h) => !h);
    else if (asked) void query.refetch();
    else setAsked(true);
  };

  const [reveal, RevealIcon] =
    clear === undefined ? ["decrypt", UnlockOutlined] : hidden ? ["show", EyeOutlined] : ["hide", EyeInvisibleOutlined];
  const revealLabel = t(`accounts.password.${reveal}`, { login });
  const iconButton = (label: string, icon: ReactNode, props: ButtonProps) => (
    <Tip title={label}>
      <Button type="text" size="small" aria-label={label} icon={icon} {...props} />
    </Tip>
  );

  return (
    <Flex align="center" gap={4} wrap={false}>
      <Typography.Text
        code={shown}
        style={{ whiteSpace: "nowrap" }}
        aria-label={shown ? undefined : t("accounts.password.masked")}
      >
        {shown ? clear : MASKED_PASSWORD}
      </Typography.Text>
      {canDecrypt &&
        iconButton(revealLabel, <RevealIcon aria-hidden />, {
          autoFocus: decryptNow,
          loading: query.isFetching,
          onClick: decrypt,
        })}
      {iconButton(t("accounts.password.copy", { login }), <CopyOutlined aria-hidden />, {
        onClick: () => void copy(clear ?? password),
      })}
    </Flex>
  );
};

/** Logs each decrypt the server answered (who saw which account's password); a cached answer logs nothing. */
const useDecryptAudit = (login: string, decrypted: boolean, answeredAt: number) => {
  const audit = useAuditLog();
  const seen = useRef(answeredAt);
  useEffect(() => {
    if (!decrypted || answeredAt <= seen.current) return;
    seen.current = answeredAt;
    audit({ resource: "accounts", action: "decrypt", id: login, label: login });
  }, [audit, login, decrypted, answeredAt]);
};
