import { useTranslate, type BaseRecord } from "@refinedev/core";
import { Typography } from "antd";
import { Link } from "react-router";
import { activity } from "@/registry/areas/activity";
import type { ResourceDeclaration } from "@/registry/types";
import { idFieldOf } from "@/resources/views/keys";
import { targetPath } from "./auditLinks";
import { RecordHistory } from "./RecordHistory";

const text = (value: unknown): string | null =>
  typeof value === "string" || typeof value === "number" ? String(value) : null;

/**
 * What the details view adds below a record's fields (issue 29): on an activity entry, a link to
 * the record it touched; on any other record, its history.
 */
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
  const path = targetPath({
    resource: String(record.resource),
    recordId: text(record.recordId),
    record: text(record.record),
  });
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
