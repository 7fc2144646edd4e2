import { useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { CenteredScreen } from "@/pages/status/CenteredScreen";
import { useT } from "@/providers/useT";
import { AuthFace } from "./AuthFace";
import { AuthPrism } from "./AuthPrism";
import { TAB_ROUTES, tabFromPath, type AuthTab } from "./authTabs";
import { LoginForm, type LoginFormProps } from "./LoginForm";
import { RegisterForm } from "./RegisterForm";
import { ResetPasswordForm } from "./ResetPasswordForm";
import { usePrismTurn } from "./usePrismTurn";

type Handoff = NonNullable<LoginFormProps["handoff"]>;

/** Sign in, sign up and reset as tabs of one card; the URL holds the tab, a switch replaces it. */
const AuthPage = () => {
  const t = useT();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const tab = tabFromPath(pathname);
  const { turn, endTurn } = usePrismTurn(tab);
  const [handoff, setHandoff] = useState<Handoff | undefined>();
  const [lastTab, setLastTab] = useState(tab);

  // The sign-up notice belongs to the first sign-in view after it, not to later visits.
  if (lastTab !== tab) {
    setLastTab(tab);
    if (lastTab === "login") setHandoff(undefined);
  }

  const select = (next: AuthTab) => {
    if (next !== tab) void navigate(TAB_ROUTES[next], { replace: true });
  };

  const onRegistered = (login: string) => {
    setHandoff({ login, notice: t("auth.register.success") });
    select("login");
  };

  const renderForm = (face: AuthTab) => {
    if (face === "register") return <RegisterForm onRegistered={onRegistered} />;
    if (face === "reset") return <ResetPasswordForm />;
    return <LoginForm handoff={handoff} />;
  };

  return (
    <CenteredScreen anchor="top">
      <AuthPrism
        current={tab}
        turn={turn}
        endTurn={endTurn}
        renderFace={(face) => (
          <AuthFace tab={face} onSelect={select}>
            {renderForm(face)}
          </AuthFace>
        )}
      />
    </CenteredScreen>
  );
};

export default AuthPage;
