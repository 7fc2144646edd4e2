import { useLogList, useTranslate, type BaseRecord } from "@refinedev/core";
import { Flex, Skeleton, Typography } from "antd";
import { Link } from "react-router";
import type { AuditEntry } from "@/api/types/audit";
import { useFormatDate } from "@/lib/useFormatDate";
import { activity } from "@/registry/areas/activity";
import { entryRecordPath } from "@/registry/areas/activityCells";
import { hasRole } from "@/registry/permissions";
import type { ResourceDeclaration } from "@/registry/types";
import { idFieldOf } from "@/resources/views/keys";
import { useAuthStore } from "@/state/auth";
import { useMissingAreas } from "@/state/missingAreas";

/** A History section's "all of it" link: the area's activity list searched for the record. */
const historyPath = (resource: string, record?: string | null): string => {
  const query = new URLSearchParams({ list: activity.name, resource });
  if (record) query.set("q", record);
  return `${activity.routes.list}?${query.toString()}`;
};

interface RecordHistoryProps {
  resource: string;
  id: string | number | undefined;
  /** what the record is called, for the link to the whole log */
  label?: string | null;
}

/** The log's entries about a record, newest first, for those who may read the log and where the server keeps one. */
export const RecordHistory = ({ resource, id, label }: RecordHistoryProps) => {
  const t = useTranslate();
  const format = useFormatDate();
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
            <li key={entry.id}>
              <Typography.Text>
                {t("activity.history.line", {
                  when: format(entry.createdAt),
                  who: entry.author ?? t("activity.unknown_author"),
                  action: t(`activity.actions.${entry.action}`, entry.action),
                })}
              </Typography.Text>
              {(entry.changesText || entry.details) && (
                <Typography.Paragraph type="secondary" style={{ margin: 0, overflowWrap: "anywhere" }}>
                  {entry.changesText || entry.details}
                </Typography.Paragraph>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
};

const text = (value: unknown): string | null =>
  typeof value === "string" || typeof value === "number" ? String(value) : null;

/** Below a record's fields: on an activity entry, a link to the record it touched; elsewhere, its history. */
export const RecordActivity = ({ resource, record }: { resource: ResourceDeclaration; record: BaseRecord }) => {
  const t = useTranslate();
  if (resource.name !== activity.name) {
    const name = resource.table?.nameField ?? resource.table?.columns[0]?.key;
    return (
      <RecordHistory
        resource={resource.name}
        id={text(record[idFieldOf(resource)]) ?? undefined}
        label={name ? text(record[name]) : null}
      />
    );
  }
  const path = entryRecordPath(record.resource, record.recordId, record.record);
  if (!path) return null;
  return (
    <Typography.Paragraph style={{ marginTop: 16 }}>
      <Link to={path}>
        {t("activity.open_record", {
          record: text(record.record) ?? t(`activity.resources.${String(record.resource)}`),
        })}
      </Link>
    </Typography.Paragraph>
  );
};
