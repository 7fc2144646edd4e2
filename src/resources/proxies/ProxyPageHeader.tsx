import type { ReactNode } from "react";
import { Flex, Typography } from "antd";
import { Muted } from "./Muted";

export interface ProxyPageHeaderProps {
  title: string;
  description: string;
  /** buttons shown at the end of the header */
  actions?: ReactNode;
}

/** The top bar already holds the h1 (the group's name), so a page's own title is an h2. */
export const ProxyPageHeader = ({ title, description, actions }: ProxyPageHeaderProps) => (
  <Flex align="flex-start" justify="space-between" gap={16} wrap style={{ marginBottom: 16 }}>
    <div style={{ minWidth: 0, flex: "1 1 280px" }}>
      <Typography.Title level={2} style={{ margin: 0, fontSize: 22 }}>
        {title}
      </Typography.Title>
      <Muted>{description}</Muted>
    </div>
    {actions && (
      <Flex gap={8} wrap>
        {actions}
      </Flex>
    )}
  </Flex>
);

export default ProxyPageHeader;
