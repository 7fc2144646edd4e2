import { StopOutlined } from "@ant-design/icons";
import { useT } from "@/providers/useT";
import { StatusCard } from "./StatusCard";
import { SignOutButton } from "./SignOutButton";

/** /ban-user: a suspended account can only sign out (spec §2, §8). */
const BanUserPage = () => {
  const t = useT();
  return (
    <StatusCard
      status="error"
      icon={<StopOutlined />}
      title={t("auth.ban.title")}
      description={t("auth.ban.description")}
      actions={<SignOutButton type="primary" danger />}
    />
  );
};

export default BanUserPage;
