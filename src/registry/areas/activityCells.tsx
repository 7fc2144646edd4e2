import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { AuditChange } from "@/lib/auditChanges";
import { useFormatDate } from "@/lib/useFormatDate";
import { listSearchPath } from "@/lib/listParams";
import { recordUrl } from "@/registry/recordUrl";
import type { ColumnSpec, ResourceDeclaration } from "@/registry/types";
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

/**
 * The areas an entry can name, for its record's link and its fields' labels (the registry itself
 * lists this declaration, so it is not read from here).
 */
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

/**
 * Where an entry's record opens: the record itself where its area opens one by URL (or declares
 * a page for it), else its list searched for the record's name; null where no page shows it.
 */
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

/**
 * The details drawer shows values as they are (FieldValue): these give the activity's moment and
 * labels the words the list's date and label cells show. react-i18next, not refine: declarations
 * load with the sign-in screen, which does without refine.
 */
export const When = ({ at }: { at: unknown }) => {
  const format = useFormatDate();
  return <>{typeof at === "string" ? format(at) : "—"}</>;
};

export const Label = ({ prefix, value }: { prefix: string; value: unknown }) => {
  const { t } = useTranslation();
  return <>{typeof value === "string" ? t(`${prefix}${value}`, { defaultValue: value }) : "—"}</>;
};

/** The record an entry touched, as a link that opens it. */
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

const columnOf = (area: ResourceDeclaration | undefined, field: string): ColumnSpec | undefined =>
  area?.table?.columns.find((column) => column.key === field);

/**
 * An entry's changes as the user reads the record: each field by its label in the user's language
 * (the area's), a value by its label where the area's list shows one (a status, a role), a flag as
 * yes/no. The stored line stands in for an entry without structured changes.
 */
export const ChangesText = ({ row }: { row: Record<string, unknown> }) => {
  const { t, i18n } = useTranslation();
  const changes = Array.isArray(row.changes) ? (row.changes as AuditChange[]) : [];
  if (changes.length === 0) return <>{text(row.changesText) ?? text(row.details) ?? ""}</>;
  const area = areaOf(row.resource);
  const section = area?.i18nSection ?? area?.name ?? "";
  const line = changes
    .map((change) => {
      const column = columnOf(area, change.field);
      const key = column?.title ?? `${section}.fields.${change.field}`;
      const label = area && i18n.exists(key) ? t(key) : change.field;
      const value = (v: AuditChange["new"]) => {
        if (v === null || v === undefined || v === "") return "—";
        if (typeof v === "boolean") return t(v ? "activity.yes" : "activity.no");
        const labelKey = column?.labels ? `${column.labels}${String(v)}` : undefined;
        if (labelKey && i18n.exists(labelKey)) return t(labelKey);
        return typeof v === "string" ? `“${v}”` : String(v);
      };
      return change.old !== undefined
        ? `${label}: ${value(change.old)} → ${value(change.new)}`
        : `${label}: ${value(change.new)}`;
    })
    .join("; ");
  return <>{line}</>;
};
