import type { ReactNode } from "react";
import { DisconnectOutlined, HourglassOutlined, StopOutlined } from "@ant-design/icons";
import { tk } from "@/providers/i18n";

interface StatusScreen {
  status: "info" | "warning" | "error";
  icon: ReactNode;
  title: string;
  description: string;
}

export const STATUS_SCREENS = {
  banned: {
    status: "error",
    icon: <StopOutlined />,
    title: tk("auth.ban.title"),
    description: tk("auth.ban.description"),
  },
  newUser: {
    status: "info",
    icon: <HourglassOutlined />,
    title: tk("auth.new_user.title"),
    description: tk("auth.new_user.description"),
  },
  serverUnavailable: {
    status: "warning",
    icon: <DisconnectOutlined />,
    title: tk("auth.server_unavailable.title"),
    description: tk("auth.server_unavailable.description"),
  },
} as const satisfies Record<string, StatusScreen>;
