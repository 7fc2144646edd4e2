import { Button } from "antd";
import { StopOutlined } from "@ant-design/icons";
import { useT } from "@/providers/useT";
import { StatusCard } from "./StatusCard";
import { useSignOut } from "./useSignOut";

/** /ban-user: a suspended account can only sign out (spec §2, §8). */
const BanUserPage = () => {
  const t = useT();
  const { signOut, signingOut } = useSignOut();
  return (
    <StatusCard
      status="error"
      icon={<StopOutlined />}
      title={t("auth.ban.title")}
      description={t("auth.ban.description")}
      actions={
        <Button type="primary" danger loading={signingOut} onClick={signOut}>
          {t("auth.status.logout")}
        </Button>
      }
    />
  );
};

export default BanUserPage;
