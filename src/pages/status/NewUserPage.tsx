import { useState } from "react";
import { Alert, Button } from "antd";
import { useNavigate } from "react-router";
import { ApiError } from "@/api/apiError";
import { ROUTES } from "@/api/redirect";
import { errorText } from "@/lib/authErrors";
import { useT } from "@/providers/useT";
import { StatusCard } from "./StatusCard";
import { useSessionRecheck, type RecheckResult } from "./useSessionRecheck";
import { SignOutButton } from "./SignOutButton";

type Notice = { type: "info" | "error"; text: string } | null;
type Next = { kind: "go"; to: string } | { kind: "pending" } | { kind: "failed"; error: unknown };

const whereNext = (result: RecheckResult): Next => {
  if (result.kind === "signed-out") return { kind: "go", to: ROUTES.auth };
  if (result.kind === "user") {
    if (result.user.status === "ACTIVE") return { kind: "go", to: ROUTES.home };
    if (result.user.status === "BANNED") return { kind: "go", to: ROUTES.banned };
    return { kind: "pending" };
  }
  const { error } = result;
  // The server may answer a pending account with its new-user marker: that is "still pending" too.
  if (error instanceof ApiError && error.kind === "marker") return { kind: "pending" };
  if (error instanceof ApiError && error.kind === "auth") return { kind: "go", to: ROUTES.auth };
  return { kind: "failed", error };
};

/** /new-user: the account waits for an owner's approval. */
const NewUserPage = () => {
  const t = useT();
  const navigate = useNavigate();
  const { checking, recheck } = useSessionRecheck();
  const [notice, setNotice] = useState<Notice>(null);

  const checkApproval = async () => {
    setNotice(null);
    const next = whereNext(await recheck());
    if (next.kind === "go") void navigate(next.to, { replace: true });
    else if (next.kind === "pending") setNotice({ type: "info", text: t("auth.new_user.still_pending") });
    else setNotice({ type: "error", text: errorText(next.error, t) });
  };

  return (
    <StatusCard
      screen="newUser"
      notice={notice && <Alert role="alert" type={notice.type} message={notice.text} showIcon />}
      actions={
        <>
          <Button type="primary" loading={checking} onClick={() => void checkApproval()}>
            {t("auth.new_user.check")}
          </Button>
          <SignOutButton type="link" />
        </>
      }
    />
  );
};

export default NewUserPage;
