import type { CSSProperties, ReactNode } from "react";
import { useTranslate } from "@refinedev/core";
import { Flex } from "antd";
import type { ResourceDeclaration } from "@/registry/types";
import { resourceDescriptionKey } from "@/registry/labels";
import { PageHeader, type PageHeaderProps } from "./PageHeader";

export interface PageProps extends Omit<PageHeaderProps, "style"> {
  /** the sidebar area the page shows: its one-line description (its dashboard card's) is the header's */
  area?: ResourceDeclaration;
  children?: ReactNode;
  /** the frame's own style (a narrower page centres itself); the header keeps its look */
  style?: CSSProperties;
}

/** A page of the app: its header, then its content, 16 px apart. */
export const Page = ({ area, description, children, style, ...header }: PageProps) => {
  const t = useTranslate();
  return (
    <Flex vertical gap={16} style={style}>
      <PageHeader {...header} description={area ? t(resourceDescriptionKey(area)) : description} />
      {children}
    </Flex>
  );
};

export default Page;
