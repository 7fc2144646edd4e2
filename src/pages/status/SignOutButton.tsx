import { Button, type ButtonProps } from "antd";
import { useT } from "@/providers/useT";
import { useSignOut } from "./useSignOut";

export const SignOutButton = (look: Pick<ButtonProps, "type" | "danger">) => {
  const t = useT();
  const { signOut, signingOut } = useSignOut();
  return (
    <Button {...look} loading={signingOut} onClick={signOut}>
      {t("auth.status.logout")}
    </Button>
  );
};
