import type { CSSProperties, ReactNode } from "react";
import { useTranslate } from "@refinedev/core";
import { Flex } from "antd";
import { useLocation } from "react-router";
import type { ResourceDeclaration } from "@/registry/types";
import { resourceDescriptionKey, resourceLabelKey, titleKey } from "@/registry/labels";
import { registry } from "@/registry";
import { groupIcon, resourceForPath } from "./menuEntries";
import { PageHeader, type PageHeaderProps } from "./PageHeader";

interface PageProps extends Omit<PageHeaderProps, "style" | "title"> {
  title?: ReactNode;
  /** the sidebar area the page shows: the header's icon and description come from it */
  area?: ResourceDeclaration;
  children?: ReactNode;
  /** the frame's own style (a narrower page centres itself); the header keeps its look */
  style?: CSSProperties;
  className?: string;
}

const firstSegment = (path: string): string => path.split("/")[1] ?? "";

// An area in a sidebar group draws the group's icon; a hidden page (keyword history) its parent area's.
const iconOf = (area: ResourceDeclaration): ReactNode =>
  area.meta.header?.icon ??
  area.meta.icon ??
  groupIcon(area.meta.group) ??
  registry.find((r) => r.meta.icon && r.routes.list === `/${firstSegment(area.routes.list)}`)?.meta.icon;

/** Every page's header looks the same: what a page does not give comes from its route's area declaration. */
export const Page = ({ area, title, description, icon, children, style, className, ...header }: PageProps) => {
  const t = useTranslate();
  const { pathname } = useLocation();
  const declared = area ?? resourceForPath(pathname);
  const declaredText = declared ? t(resourceDescriptionKey(declared), "") : undefined;
  return (
    <Flex vertical gap={16} style={style} className={className}>
      <PageHeader
        {...header}
        title={title ?? (declared && t(titleKey(declared), t(resourceLabelKey(declared))))}
        icon={icon ?? (declared && iconOf(declared))}
        description={area ? declaredText : (description ?? declaredText)}
      />
      {children}
    </Flex>
  );
};
