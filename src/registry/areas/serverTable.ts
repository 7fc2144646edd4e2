/** The API sorts by these server fields only (nested params and counts are not sortable). */
export const SERVER_SORTABLE = ["name", "identifier", "ip", "type", "description"] as const;
