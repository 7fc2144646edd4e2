import { smsMessagesApi, smsNumbersApi } from "@/api/endpoints/sms";
import type { SmsMessage, SmsNumber } from "@/api/types/sms";
import { defineLookup, resourceApi } from "@/registry/types";

/** Rented numbers: a read-only tab of the services page, not an area of its own. */
export const smsNumbers = defineLookup({
  name: "sms-numbers",
  api: resourceApi<SmsNumber>({ list: smsNumbersApi.list }),
  table: {
    sortable: ["phone", "status", "country", "timeCreate", "timeUpdate"],
    defaultSort: { key: "timeCreate", asc: false },
  },
});

/** Sent messages: a tab of the services page; a pending one can be cancelled. */
export const smsMessages = defineLookup({
  name: "sms-messages",
  api: resourceApi<SmsMessage>({ list: smsMessagesApi.list }),
  table: { sortable: ["phone", "status", "createdAt"], defaultSort: { key: "createdAt", asc: false } },
});

export const smsLookups = [smsNumbers, smsMessages];
