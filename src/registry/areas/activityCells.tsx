import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { AuditChange } from "@/lib/auditChanges";
import { useFormatDate } from "@/lib/useFormatDate";
import { listSearchPath } from "@/lib/listParams";
import { recordUrl } from "@/registry/recordUrl";
import type { ColumnSpec, FieldSpec, ResourceDeclaration } from "@/registry/types";
import { accounts } from "./accounts";
import { apps } from "./apps";
import { campaignList } from "./campaigns";
import { locales } from "./locales";
import { keywords } from "./keywords";
import { machines } from "./machines";
import { proxies, proxyConfigs } from "./proxies";
import { servers } from "./servers";
import { smsConfigs, smsServices } from "./sms";
import { users } from "./users";

/** The areas an entry can name (not the registry: it lists this declaration). */
const AREAS: readonly ResourceDeclaration[] = [
  users,
  accounts,
  apps,
  keywords,
  campaignList,
  machines,
  servers,
  proxies,
  proxyConfigs,
  smsServices,
  smsConfigs,
  locales,
];

const areaOf = (name: unknown): ResourceDeclaration | undefined => AREAS.find((area) => area.name === name);

const text = (value: unknown): string | null =>
  typeof value === "string" || typeof value === "number" ? String(value) : null;

/** The record's own page where its area has one, else its list searched for its name; null where none shows it. */
export const entryRecordPath = (resource: unknown, recordId: unknown, record: unknown): string | null => {
  const area = areaOf(resource);
  const id = text(recordId);
  if (!area) return null;
  // A campaign opens on its detail page, which the palette's path builds from the id alone.
  const own = id
    ? (recordUrl(area, id) ?? (area === campaignList ? campaignList.search.path({ id }) : undefined))
    : undefined;
  if (own) return own;
  const name = text(record) ?? id;
  return name && area.table?.searchable ? listSearchPath(area.routes.list, area.name, name) : area.routes.list;
};

/** react-i18next, not refine: declarations load with the sign-in screen, which does without refine. */
export const When = ({ at }: { at: unknown }) => {
  const format = useFormatDate();
  return <>{typeof at === "string" ? format(at) : "—"}</>;
};

export const Label = ({ prefix, value }: { prefix: string; value: unknown }) => {
  const { t } = useTranslation();
  return <>{typeof value === "string" ? t(`${prefix}${value}`, { defaultValue: value }) : "—"}</>;
};

export const RecordLink = ({ row }: { row: Record<string, unknown> }) => {
  const { t } = useTranslation();
  const name = text(row.record);
  const path = entryRecordPath(row.resource, row.recordId, row.record);
  if (!name) return <>—</>;
  if (!path) return <>{name}</>;
  return (
    <Link to={path} aria-label={t("activity.open_record", { record: name })} onClick={(e) => e.stopPropagation()}>
      {name}
    </Link>
  );
};

type Translate = (key: string, options?: Record<string, unknown>) => string;

const columnOf = (area: ResourceDeclaration | undefined, field: string): ColumnSpec | undefined =>
  area?.table?.columns.find((column) => column.key === field);

const formFieldOf = (area: ResourceDeclaration | undefined, field: string): FieldSpec | undefined =>
  area?.form?.fields.find((f) => f.key === field);

/** A changed field's label keys, best first: column title, field name, form label, the form group's heading. */
export const fieldLabelKeys = (area: ResourceDeclaration | undefined, field: string): string[] => {
  const section = area?.i18nSection ?? area?.name ?? "";
  const group = area?.form?.fields.find((f) => f.key.startsWith(`${field}.`) && f.heading);
  return [
    columnOf(area, field)?.title,
    `${section}.fields.${field}`,
    formFieldOf(area, field)?.label,
    group?.heading,
  ].filter((key): key is string => !!key);
};

/** The translation keys a field's value may read as: its column's labels, else its form's option label. */
export const valueLabelKey = (
  area: ResourceDeclaration | undefined,
  field: string,
  value: unknown,
): string | undefined => {
  const column = columnOf(area, field);
  if (column?.labels) return `${column.labels}${String(value)}`;
  return formFieldOf(area, field)?.options?.find((option) => option.value === value)?.label;
};

/** Each field by its label, a value by its list label, a flag as yes/no; else the stored line. */
export const changesLine = (row: Record<string, unknown>, t: Translate): string => {
  const exists = (key: string | undefined): key is string => !!key && t(key) !== key;
  const changes = Array.isArray(row.changes) ? (row.changes as AuditChange[]) : [];
  // An entry with no changes (a bulk run's summary, an export) says what it holds in its details.
  if (changes.length === 0) return text(row.changesText) || text(row.details) || "";
  const area = areaOf(row.resource);
  return changes
    .map((change) => {
      const labelKey = fieldLabelKeys(area, change.field).find(exists);
      const label = labelKey ? t(labelKey) : change.field;
      const value = (v: AuditChange["new"]) => {
        if (v === null || v === undefined || v === "") return "—";
        if (typeof v === "boolean") return t(v ? "activity.yes" : "activity.no");
        const key = valueLabelKey(area, change.field, v);
        if (exists(key)) return t(key);
        return typeof v === "string" ? `“${v}”` : String(v);
      };
      return change.old !== undefined
        ? `${label}: ${value(change.old)} → ${value(change.new)}`
        : `${label}: ${value(change.new)}`;
    })
    .join("; ");
};

export const ChangesText = ({ row }: { row: Record<string, unknown> }) => {
  const { t } = useTranslation();
  return <>{changesLine(row, t)}</>;
};
