import { useTranslate } from "@refinedev/core";
import { Alert } from "antd";

/** The backend has no password change, so the tab explains that instead of offering a form. */
export const PasswordTab = () => {
  const t = useTranslate();
  return <Alert type="info" showIcon message={t("profile.password_not_available")} />;
};
