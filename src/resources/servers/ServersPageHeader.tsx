import type { ReactNode } from "react";
import { Flex, Typography } from "antd";
import { MutedText } from "./MutedText";

export interface ServersPageHeaderProps {
  title: ReactNode;
  description: ReactNode;
  /** buttons on the right; they wrap under the title on narrow screens */
  actions?: ReactNode;
}

/** The header both server pages share: the layout's top bar already holds the h1 page name. */
export const ServersPageHeader = ({ title, description, actions }: ServersPageHeaderProps) => (
  <Flex align="center" justify="space-between" gap={16} wrap>
    <div style={{ minWidth: 0, flex: "1 1 280px" }}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      <MutedText>{description}</MutedText>
    </div>
    {actions && (
      <Flex gap={8} wrap>
        {actions}
      </Flex>
    )}
  </Flex>
);

export default ServersPageHeader;
