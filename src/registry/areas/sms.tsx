import { lazyEndpoints } from "@/registry/lazyEndpoints";
import {
  DEFAULT_SMS_PRIORITY,
  MAX_SMS_PRIORITY,
  type SmsCountry,
  type SmsCountryInput,
  type SmsService,
  type SmsServiceInput,
} from "@/api/types/sms";
import { ADMINS, defineResource, resourceApi } from "@/registry/types";

const endpoints = lazyEndpoints(() => import("@/api/endpoints/sms"));

// /sms-service/list: the services, with their rented numbers and messages as filtered tabs; /sms-service/configs: a
// service's countries.

const SMS_PERMISSIONS = { view: "view:sms", edit: "edit:sms", delete: "delete:sms" } as const;

export const smsServices = defineResource({
  name: "sms-services",
  i18nSection: "sms-service.services",
  routes: { list: "/sms-service/list", open: true },
  meta: { group: "sms", roles: ADMINS },
  permissions: SMS_PERMISSIONS,
  create: { label: "sms-service.services.add", permission: "edit" },
  search: { titleField: "name" },
  api: resourceApi<SmsService, SmsServiceInput>(endpoints.methods((m) => m.smsServicesApi, "list", "create", "update")),
  current: { live: true },
  table: {
    columns: [
      { key: "name", strong: true, phone: "title" },
      { key: "url", phone: "subtitle" },
      { key: "priority", cell: "number", width: 130, align: "right", phone: "fact" },
      {
        key: "isActive",
        cell: "custom",
        width: 120,
        phone: "fact",
        text: (row, { t }) => t(row.isActive ? "sms-service.services.active" : "sms-service.services.inactive"),
      },
      {
        key: "countries",
        cell: "custom",
        width: 110,
        align: "right",
        phone: "fact",
        countFrom: { from: "sms-configs", field: "serviceId" },
      },
    ],
    sortable: ["name", "url", "priority"],
    defaultSort: { key: "priority", asc: true },
    searchable: true,
    // A service's row links to its numbers and its messages, each the other tab filtered to it.
    rowActions: [
      { key: "numbers", icon: "machines", tip: "sms-service.services.show_numbers" },
      { key: "messages", icon: "messages", tip: "sms-service.services.show_messages" },
      { key: "edit", icon: "edit", permission: "edit", tip: "sms-service.services.edit" },
    ],
    rowActionsLabel: "sms-service.services.row_actions",
    // The API has no delete of a service: switching many on or off is what a selection does.
    bulkActions: [
      { key: "activate", label: "table.bulk_activate", permission: "edit", sets: { isActive: true } },
      { key: "deactivate", label: "table.bulk_deactivate", permission: "edit", sets: { isActive: false } },
    ],
    nameField: "name",
  },
  // Name, url and apiKey required; priority a whole number ≥ 0, empty means the default.
  form: {
    fields: [
      { key: "name", kind: "text", required: "sms-service.service_dialog.errors.name_required" },
      {
        key: "url",
        kind: "text",
        limit: "url",
        format: "httpUrl",
        required: "sms-service.service_dialog.errors.url_required",
      },
      { key: "apiKey", kind: "text", limit: "text", required: "sms-service.service_dialog.errors.apiKey_required" },
      {
        key: "priority",
        kind: "number",
        integer: true,
        min: 0,
        max: MAX_SMS_PRIORITY,
        minMessage: "sms-service.service_dialog.errors.priority_min",
        help: "sms-service.service_dialog.priority_help",
        initial: DEFAULT_SMS_PRIORITY,
        emptyValue: DEFAULT_SMS_PRIORITY,
      },
      { key: "isActive", kind: "switch", initial: true },
    ],
    texts: {
      createTitle: "sms-service.service_dialog.create_title",
      editTitle: "sms-service.service_dialog.edit_title",
      created: "sms-service.service_dialog.created",
      updated: "sms-service.service_dialog.updated",
      failed: "sms-service.service_dialog.failed",
    },
  },
});

export const smsConfigs = defineResource({
  name: "sms-configs",
  i18nSection: "sms-service.countries",
  // A country is listed under its service: its link names both.
  routes: {
    list: "/sms-service/configs",
    open: true,
    record: (row) =>
      `/sms-service/configs?${new URLSearchParams({ service: String(row.serviceId as number), open: String(row.id as number) }).toString()}`,
  },
  meta: { group: "sms", roles: ADMINS },
  permissions: SMS_PERMISSIONS,
  api: resourceApi<SmsCountry, SmsCountryInput>(
    endpoints.methods((m) => m.smsCountriesApi, "list", "create", "update", "remove"),
  ),
  // A country is read back among its own service's countries.
  current: { live: true, filters: (country) => ({ serviceId: Number(country.serviceId) }) },
  delete: {
    title: "sms-service.countries.delete_title",
    description: "sms-service.countries.delete_text",
    confirm: "sms-service.countries.delete",
    success: "sms-service.countries.deleted",
    failed: "sms-service.countries.delete_failed",
    fallback: "sms-service.countries.delete_failed",
    params: (row) => ({ code: row.countryCode }),
  },
  table: {
    columns: [
      { key: "countryCode", cell: "country", phone: "title" },
      { key: "marker", code: true, maxWidth: 160, phone: "fact" },
      { key: "localeId", cell: "locale", phone: "fact", nameFrom: { from: "locales", field: "name" } },
      { key: "isActive", cell: "custom", width: 110, phone: "fact" },
    ],
    sortable: ["countryCode", "marker"],
    defaultSort: { key: "countryCode", asc: true },
    searchable: true,
    rowActions: [
      { key: "edit", icon: "edit", permission: "edit", tip: "sms-service.countries.edit" },
      { key: "delete", icon: "delete", permission: "delete", tip: "sms-service.countries.delete_named" },
    ],
    rowActionsLabel: "sms-service.countries.row_actions",
    bulkActions: [
      { key: "activate", label: "table.bulk_activate", permission: "edit", sets: { isActive: true } },
      { key: "deactivate", label: "table.bulk_deactivate", permission: "edit", sets: { isActive: false } },
      { key: "delete", label: "table.bulk_delete", permission: "delete", danger: true },
    ],
    nameField: "countryCode",
  },
  // CountryCode and locale required, TEST locales offered; the page sends the service.
  form: {
    fields: [
      {
        key: "countryCode",
        kind: "text",
        chars: 2,
        upper: true,
        format: "twoLetters",
        formatMessage: "sms-service.country_dialog.errors.countryCode_format",
        required: "sms-service.country_dialog.errors.countryCode_required",
        help: "sms-service.country_dialog.country_code_help",
      },
      { key: "localeId", kind: "locale", required: "sms-service.country_dialog.errors.localeId_required" },
      { key: "marker", kind: "text", help: "sms-service.country_dialog.marker_help" },
      { key: "isActive", kind: "switch", initial: true },
    ],
    texts: {
      createTitle: "sms-service.country_dialog.create_title",
      editTitle: "sms-service.country_dialog.edit_title",
      created: "sms-service.country_dialog.created",
      updated: "sms-service.country_dialog.updated",
      failed: "sms-service.country_dialog.failed",
    },
  },
});
