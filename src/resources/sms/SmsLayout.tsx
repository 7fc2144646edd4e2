import type { ReactNode } from "react";
import { Card } from "@/components/widgets/Card";
import { Page } from "@/components/layout/Page";
import { useNarrowScreen } from "@/components/layout/useNarrowScreen";
import styles from "./SmsLayout.module.css";

interface SmsPageProps {
  title: string;
  description: string;
  maxWidth: number;
  tabs?: boolean;
  actions?: ReactNode;
  children: ReactNode;
}

/** An SMS page: its header and one card; phones get slimmer padding so tables keep their width. */
export const SmsPage = ({ title, description, maxWidth, tabs = false, actions, children }: SmsPageProps) => {
  const narrow = useNarrowScreen();
  const padding = narrow ? 12 : 24;
  return (
    <Page title={title} description={description} actions={actions} style={{ maxWidth, margin: "0 auto" }}>
      <Card variant="borderless" styles={{ body: { padding, paddingTop: tabs ? 8 : padding } }}>
        {children}
      </Card>
    </Page>
  );
};

export const IN_PAGE_CARD = { className: styles.inPage };
