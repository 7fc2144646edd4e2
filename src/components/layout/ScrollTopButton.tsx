import { VerticalAlignTopOutlined } from "@ant-design/icons";
import { FloatButton } from "antd";

const ScrollTopButton = ({ label }: { label: string }) => (
  <FloatButton
    type="primary"
    icon={<VerticalAlignTopOutlined />}
    tooltip={label}
    aria-label={label}
    onClick={() => window.scrollTo({ top: 0, behavior: "smooth" })}
  />
);

export default ScrollTopButton;
