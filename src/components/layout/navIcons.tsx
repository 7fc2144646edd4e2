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
import { registerNavIcons } from "./navIcon";

registerNavIcons({
  api: <ApiOutlined />,
  appstore: <AppstoreOutlined />,
  "bar-chart": <BarChartOutlined />,
  "cloud-server": <CloudServerOutlined />,
  dashboard: <DashboardOutlined />,
  global: <GlobalOutlined />,
  key: <KeyOutlined />,
  message: <MessageOutlined />,
  mobile: <MobileOutlined />,
  rocket: <RocketOutlined />,
  safety: <SafetyOutlined />,
  team: <TeamOutlined />,
  translation: <TranslationOutlined />,
  user: <UserOutlined />,
});
