import {
  ApiOutlined,
  AppstoreOutlined,
  BarChartOutlined,
  CloudServerOutlined,
  DashboardOutlined,
  GlobalOutlined,
  KeyOutlined,
  MessageOutlined,
  MobileOutlined,
  RocketOutlined,
  SafetyOutlined,
  TeamOutlined,
  TranslationOutlined,
  UserOutlined,
} from "@ant-design/icons";
import { registerNavIcons } from "@/registry/navIcon";

registerNavIcons({
  api: <ApiOutlined aria-hidden />,
  appstore: <AppstoreOutlined aria-hidden />,
  "bar-chart": <BarChartOutlined aria-hidden />,
  "cloud-server": <CloudServerOutlined aria-hidden />,
  dashboard: <DashboardOutlined aria-hidden />,
  global: <GlobalOutlined aria-hidden />,
  key: <KeyOutlined aria-hidden />,
  message: <MessageOutlined aria-hidden />,
  mobile: <MobileOutlined aria-hidden />,
  rocket: <RocketOutlined aria-hidden />,
  safety: <SafetyOutlined aria-hidden />,
  team: <TeamOutlined aria-hidden />,
  translation: <TranslationOutlined aria-hidden />,
  user: <UserOutlined aria-hidden />,
});
