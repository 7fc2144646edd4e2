import type { ExtraParams } from "@/api/types/proxies";
import type { CellTextContext } from "@/registry/types";

/** The parameters the providers' checks write, labelled in the user's language; others keep their own key. */
const KNOWN = ["town", "alive", "latency_ms", "last_check", "config"] as const;

const ISO_STAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** Known keys by label, flags as yes/no, times in the user's format (the export's: ISO 8601); others as stored. */
export const paramPairs = (
  params: ExtraParams | null | undefined,
  { t, formatDate }: CellTextContext,
): { key: string; text: string }[] =>
  Object.entries(params ?? {}).map(([key, value]) => {
    const known = (KNOWN as readonly string[]).includes(key);
    const label = known ? t(`proxy.params.${key}`) : key;
    let shown: string;
    if (value === null) shown = "—";
    else if (typeof value === "boolean") shown = t(value ? "proxy.params.yes" : "proxy.params.no");
    else if (key === "latency_ms") shown = t("proxy.params.ms", { value });
    else if (key === "config") shown = `#${value}`;
    else if (typeof value === "string" && ISO_STAMP.test(value)) shown = formatDate(value);
    else shown = String(value);
    return { key, text: `${label}: ${shown}` };
  });

/** The export's cell. */
export const paramsText = (row: Record<string, unknown>, ctx: CellTextContext): string =>
  paramPairs(row.proxyParams as ExtraParams | null, ctx)
    .map((pair) => pair.text)
    .join("; ");
