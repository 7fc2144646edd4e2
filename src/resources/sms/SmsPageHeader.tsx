import { Flex, theme, Typography } from "antd";
import { MessageOutlined } from "@ant-design/icons";
import { useNarrowScreen } from "@/components/layout/useNarrowScreen";

export interface SmsPageHeaderProps {
  title: string;
  description: string;
}

/** Title and one line of purpose, in the style of the area pages; phones drop the icon. */
export const SmsPageHeader = ({ title, description }: SmsPageHeaderProps) => {
  const { token } = theme.useToken();
  const narrow = useNarrowScreen();
  return (
    <Flex align="center" gap={16} style={{ minWidth: 0 }}>
      {!narrow && (
        <Flex
          align="center"
          justify="center"
          aria-hidden
          style={{
            width: 48,
            height: 48,
            flexShrink: 0,
            borderRadius: token.borderRadiusLG,
            background: token.colorPrimaryBg,
            color: token.colorPrimary,
            fontSize: 22,
          }}
        >
          <MessageOutlined />
        </Flex>
      )}
      <div style={{ minWidth: 0 }}>
        <Typography.Title level={2} style={{ margin: 0, fontSize: narrow ? token.fontSizeHeading3 : undefined }}>
          {title}
        </Typography.Title>
        <Typography.Text type="secondary">{description}</Typography.Text>
      </div>
    </Flex>
  );
};
