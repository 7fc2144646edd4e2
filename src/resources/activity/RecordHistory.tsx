import { useLogList, useTranslate } from "@refinedev/core";
import { Flex, Skeleton, Typography } from "antd";
import { Link } from "react-router";
import type { AuditEntry } from "@/api/types/audit";
import { useFormatDate } from "@/lib/useFormatDate";
import { activity } from "@/registry/areas/activity";
import { hasRole } from "@/registry/permissions";
import { useAuthStore } from "@/state/auth";
import { useMissingAreas } from "@/state/missingAreas";
import { historyPath } from "./auditLinks";

export interface RecordHistoryProps {
  /** the record's area, as the log names it */
  resource: string;
  id: string | number | undefined;
  /** what the record is called, for the link to the whole log */
  label?: string | null;
}

const HistoryLine = ({ entry }: { entry: AuditEntry }) => {
  const t = useTranslate();
  const format = useFormatDate();
  const what = entry.changesText || entry.details;
  return (
    <li>
      <Typography.Text>
        {t("activity.history.line", {
          when: format(entry.createdAt),
          who: entry.author ?? t("activity.unknown_author"),
          action: t(`activity.actions.${entry.action}`, entry.action),
        })}
      </Typography.Text>
      {what && (
        <Typography.Paragraph type="secondary" style={{ margin: 0, overflowWrap: "anywhere" }}>
          {what}
        </Typography.Paragraph>
      )}
    </li>
  );
};

/**
 * A record's History section (issue 29): the activity log's entries about it, newest first, read
 * through refine's useLogList (the audit-log provider's `get`). Only for those who may read the log,
 * and only where the server keeps one.
 */
export const RecordHistory = ({ resource, id, label }: RecordHistoryProps) => {
  const t = useTranslate();
  const user = useAuthStore((s) => s.user);
  const missing = useMissingAreas((s) => s.missing.includes(activity.name));
  const allowed = hasRole(user, activity.meta.roles) && !missing && id !== undefined && id !== "";
  const { data, isLoading, isError } = useLogList<AuditEntry[]>({
    resource,
    meta: { id },
    queryOptions: { enabled: allowed },
  });
  if (!allowed) return null;
  const entries = data ?? [];
  return (
    <section aria-labelledby={`history-${resource}`}>
      <Flex justify="space-between" align="baseline" gap={8} wrap>
        <Typography.Title level={5} id={`history-${resource}`}>
          {t("activity.history.title")}
        </Typography.Title>
        <Link to={historyPath(resource, label)}>{t("activity.history.all")}</Link>
      </Flex>
      {isLoading ? (
        <Skeleton active title={false} paragraph={{ rows: 2 }} />
      ) : isError ? (
        <Typography.Text type="danger">{t("activity.history.failed")}</Typography.Text>
      ) : entries.length === 0 ? (
        <Typography.Text type="secondary">{t("activity.history.empty")}</Typography.Text>
      ) : (
        <ol style={{ margin: 0, paddingInlineStart: 20, display: "grid", gap: 6 }}>
          {entries.map((entry) => (
            <HistoryLine key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
    </section>
  );
};
