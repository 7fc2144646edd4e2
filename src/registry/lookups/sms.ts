import { smsMessagesApi, smsNumbersApi } from "@/api/endpoints/sms";
import type { SmsMessage, SmsNumber } from "@/api/types/sms";
import { defineLookup, resourceApi, type CellTextContext, type ColumnSpec } from "@/registry/types";

const SERVICE: ColumnSpec = {
  key: "service",
  cell: "custom",
  nameFrom: { from: "sms-services", field: "name", key: "serviceId" },
};

// Still open orange, arrivals green, ends neutral: antd's blue "processing" tag and the gold one miss
// the AA contrast ratio (dark theme; light), orange does not.
const NUMBER_TONES = { WAITING: "orange", RECEIVED: "green" } as const;
const MESSAGE_TONES = { PENDING: "orange", RECEIVED: "green" } as const;

/** The codes the cell's popover lists; none, the count the cell shows. */
const codesText = (row: Record<string, unknown>, { t }: CellTextContext) => {
  const { codes } = row as unknown as SmsNumber;
  return codes.length > 0 ? codes.map((c) => c.code).join(", ") : t("sms-service.numbers.codes_count", { count: 0 });
};

/** Rented numbers: a read-only tab of the services page, not an area of its own. */
export const smsNumbers = defineLookup({
  name: "sms-numbers",
  i18nSection: "sms-service.numbers",
  permissionsOf: "sms-services",
  api: resourceApi<SmsNumber>({ list: smsNumbersApi.list }),
  table: {
    noMatch: "sms-service.numbers.empty",
    columns: [
      { key: "phone", cell: "custom" },
      { key: "status", cell: "tag", labels: "sms-service.numbers.statuses.", tones: NUMBER_TONES },
      { key: "country", cell: "country" },
      SERVICE,
      { key: "timeCreate", cell: "date" },
      { key: "timeUpdate", cell: "date" },
      { key: "codes", cell: "custom", text: codesText },
    ],
    sortable: ["phone", "status", "country", "timeCreate", "timeUpdate"],
    defaultSort: { key: "timeCreate", asc: false },
    searchable: true,
  },
});

/** Sent messages: a tab of the services page; a pending one can be cancelled. */
export const smsMessages = defineLookup({
  name: "sms-messages",
  i18nSection: "sms-service.messages",
  permissionsOf: "sms-services",
  api: resourceApi<SmsMessage>({ list: smsMessagesApi.list }),
  table: {
    noMatch: "sms-service.messages.empty",
    columns: [
      { key: "phone", cell: "custom" },
      SERVICE,
      { key: "text", empty: "sms-service.messages.no_text", maxWidth: 420 },
      { key: "status", cell: "tag", labels: "sms-service.messages.statuses.", tones: MESSAGE_TONES },
      { key: "createdAt", cell: "date" },
      // Cancel is a worded button, and only a PENDING message has one.
      { key: "actions", cell: "custom", permission: "edit", export: false },
    ],
    sortable: ["phone", "status", "createdAt"],
    defaultSort: { key: "createdAt", asc: false },
    searchable: true,
  },
});

export const smsLookups = [smsNumbers, smsMessages];
