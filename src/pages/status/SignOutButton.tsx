import { Button, type ButtonProps } from "antd";
import { useT } from "@/providers/useT";
import { useSignOut } from "./useSignOut";

/** A status screen's sign-out button; the screen gives its look. */
export const SignOutButton = (look: Pick<ButtonProps, "type" | "danger">) => {
  const t = useT();
  const { signOut, signingOut } = useSignOut();
  return (
    <Button {...look} loading={signingOut} onClick={signOut}>
      {t("auth.status.logout")}
    </Button>
  );
};
