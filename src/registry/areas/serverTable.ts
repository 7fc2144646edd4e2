/** Column keys of the server list, in order; headers are `servers.fields.<key>`. */
export const SERVER_COLUMNS = [
  "name",
  "identifier",
  "ip",
  "type",
  "disks",
  "machines",
  "versions",
  "description",
] as const;
export type ServerColumn = (typeof SERVER_COLUMNS)[number];

/** The API sorts by these server fields only (nested params and counts are not sortable). */
export const SERVER_SORTABLE = ["name", "identifier", "ip", "type", "description"] as const;
