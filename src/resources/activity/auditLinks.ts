import { findResource } from "@/registry";
import { activity } from "@/registry/areas/activity";

export interface AuditTarget {
  resource: string;
  recordId: string | null;
  record?: string | null;
}

/**
 * Where an entry's record is: its area's details route when it has one, else its list searched for
 * the record's name (the list's own `q`, and `search` for a page that reads that one, as /accounts
 * does). A record that is gone finds nothing there, which says as much. Null: no page shows it.
 */
export const targetPath = ({ resource, recordId, record }: AuditTarget): string | null => {
  const area = findResource(resource);
  if (!area || area.name === activity.name) return null;
  const show = area.routes.show;
  if (show && recordId) return show.replace(/:[^/]+/, encodeURIComponent(recordId));
  const name = record ?? recordId;
  if (!name || !area.table?.searchable) return area.routes.list;
  const query = new URLSearchParams({ list: area.name, q: name, search: name });
  return `${area.routes.list}?${query.toString()}`;
};

/** The activity list of one area, searched for one record: a History section's "all of it" link. */
export const historyPath = (resource: string, record?: string | null): string => {
  const query = new URLSearchParams({ list: activity.name, resource });
  if (record) query.set("q", record);
  return `${activity.routes.list}?${query.toString()}`;
};
