import { useEffect } from "react";
import { useNavigate } from "react-router";
import { setNavigator } from "@/api/redirect";

export function NavigatorBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    setNavigator((path) => void navigate(path, { replace: true }));
    return () => setNavigator(null);
  }, [navigate]);
  return null;
}
