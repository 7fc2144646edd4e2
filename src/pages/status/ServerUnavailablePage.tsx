import { useEffect, useRef, useState } from "react";
import { Alert, Button } from "antd";
import { DisconnectOutlined } from "@ant-design/icons";
import { useNavigate } from "react-router";
import { ApiError } from "@/api/errors";
import { ROUTES } from "@/api/redirect";
import { useT } from "@/providers/useT";
import { StatusCard } from "./StatusCard";
import { useSessionRecheck } from "./useSessionRecheck";

/**
 * /server-unavailable: the request layer sends the user here when the server cannot be reached.
 * The session is checked again 1 s after arrival and on Retry; any answer means the server is back.
 */
const ServerUnavailablePage = () => {
  const t = useT();
  const navigate = useNavigate();
  const { checking, recheck } = useSessionRecheck();
  const [stillDown, setStillDown] = useState(false);

  const retry = async () => {
    setStillDown(false);
    const result = await recheck();
    const signedOut =
      result.kind === "signed-out" ||
      (result.kind === "failed" && result.error instanceof ApiError && result.error.kind === "auth");
    if (result.kind === "user" || signedOut) {
      void navigate(signedOut ? ROUTES.auth : ROUTES.home, { replace: true });
      return;
    }
    setStillDown(true);
  };

  // The automatic attempt runs once per visit; the ref keeps the effect free of changing deps.
  const retryRef = useRef(retry);
  useEffect(() => {
    retryRef.current = retry;
  });
  useEffect(() => {
    void retryRef.current();
  }, []);

  return (
    <StatusCard
      status="warning"
      icon={<DisconnectOutlined />}
      title={t("auth.server_unavailable.title")}
      description={t("auth.server_unavailable.description")}
      notice={
        stillDown && <Alert role="alert" type="warning" message={t("auth.server_unavailable.still_down")} showIcon />
      }
      actions={
        <Button type="primary" loading={checking} onClick={() => void retry()}>
          {checking ? t("auth.server_unavailable.checking") : t("auth.server_unavailable.retry")}
        </Button>
      }
    />
  );
};

export default ServerUnavailablePage;
