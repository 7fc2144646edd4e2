import { StatusCard } from "./StatusCard";
import { SignOutButton } from "./SignOutButton";

/** /ban-user: a suspended account can only sign out. */
const BanUserPage = () => <StatusCard screen="banned" actions={<SignOutButton type="primary" danger />} />;

export default BanUserPage;
