import type { ReactNode } from "react";
import { useTranslate } from "@refinedev/core";
import { Button, Descriptions, Skeleton, type DescriptionsProps } from "antd";
import { ExclamationCircleFilled, ReloadOutlined } from "@ant-design/icons";
import { IconResult } from "@/components/IconResult";

export const TWO_COLUMNS = { xs: 1, sm: 1, md: 2, lg: 2, xl: 2, xxl: 2 } as const;

export const Facts = ({
  labels,
  facts,
  ...descriptions
}: Omit<DescriptionsProps, "items"> & { labels: string; facts: Record<string, ReactNode> }) => {
  const t = useTranslate();
  const items = Object.entries(facts).map(([key, children]) => ({ key, label: t(`${labels}${key}`), children }));
  return <Descriptions size="small" {...descriptions} items={items} />;
};

/** A failed read with Retry, a skeleton until the record is read, then the record. */
export const DetailBody = <T,>({
  record,
  loading,
  failed,
  children,
}: {
  record: T | null | undefined;
  loading: boolean;
  failed: { title: string; retryLabel: string; onRetry: () => void } | false;
  children: (record: T) => ReactNode;
}) => {
  if (failed)
    return (
      <IconResult
        status="warning"
        icon={<ExclamationCircleFilled />}
        title={failed.title}
        extra={
          <Button type="primary" icon={<ReloadOutlined aria-hidden />} onClick={failed.onRetry}>
            {failed.retryLabel}
          </Button>
        }
      />
    );
  if (loading || record === null || record === undefined) return <Skeleton active paragraph={{ rows: 8 }} />;
  return children(record);
};
