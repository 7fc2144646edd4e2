import {
  DeleteOutlined,
  EditOutlined,
  FieldTimeOutlined,
  LineChartOutlined,
  MobileOutlined,
  PauseCircleOutlined,
  PlayCircleOutlined,
  ProfileOutlined,
  ReloadOutlined,
  StopOutlined,
  SyncOutlined,
} from "@ant-design/icons";
import type { ReactNode } from "react";
import type { RowActionSpec } from "@/registry/types";

export const ACTION_ICONS: Record<RowActionSpec["icon"], ReactNode> = {
  edit: <EditOutlined aria-hidden />,
  delete: <DeleteOutlined aria-hidden />,
  details: <ProfileOutlined aria-hidden />,
  machines: <MobileOutlined aria-hidden />,
  messages: <FieldTimeOutlined aria-hidden />,
  reload: <ReloadOutlined aria-hidden />,
  history: <LineChartOutlined aria-hidden />,
  check: <SyncOutlined aria-hidden />,
  pause: <PauseCircleOutlined aria-hidden />,
  resume: <PlayCircleOutlined aria-hidden />,
  stop: <StopOutlined aria-hidden />,
};
