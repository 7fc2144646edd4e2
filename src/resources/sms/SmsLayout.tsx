import type { ReactNode } from "react";
import { Card } from "antd";
import { useNarrowScreen } from "@/components/layout/useNarrowScreen";

/** The page's main card; phones get slimmer padding so tables keep their width. */
export const SmsCard = ({ children, tabs = false }: { children: ReactNode; tabs?: boolean }) => {
  const narrow = useNarrowScreen();
  const padding = narrow ? 12 : 24;
  return (
    <Card variant="borderless" styles={{ body: { padding, paddingTop: tabs ? 8 : padding } }}>
      {children}
    </Card>
  );
};

/**
 * Wide tables scroll inside their card on narrow screens instead of pushing the whole page
 * sideways; the toolbar and the pagination still wrap to the card's width.
 */
export const TableFrame = ({ children }: { children: ReactNode }) => (
  <div style={{ overflowX: "auto", minWidth: 0 }}>{children}</div>
);
