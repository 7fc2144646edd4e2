import { useState, type ReactNode } from "react";
import { Flex } from "antd";
import { useTranslate, type BaseRecord } from "@refinedev/core";
import { errorText } from "@/lib/errorText";
import { toast } from "@/providers/notification";
import type { ListDeclaration } from "@/registry/types";
import { ListTools, toolsOf, useListTable, type ListTableProps } from "@/resources/views/DeclaredList";
import { AllOrOne } from "./ListFilters";
import { useSmsServices } from "./useSmsServices";
import { ToolbarSearch } from "./SearchAddTable";

export interface ServiceScopedProps {
  serviceId: number | null;
  onServiceChange: (serviceId: number | null) => void;
}

export interface ScopedListOptions<S extends string> {
  statuses: readonly S[];
  statusKeys: Record<S, string>;
  /** the toast's title (and fallback text) when the list cannot be read */
  loadFailed: string;
  searchPlaceholder: string;
}

/**
 * The numbers' and the messages' tabs list the same way: searched, filtered by the page's service
 * and by a status of their own (the toolbar above the table), a changed filter showing the first page.
 */
export const useScopedList = <R extends BaseRecord, S extends string>(
  lookup: ListDeclaration,
  { serviceId, onServiceChange }: ServiceScopedProps,
  { statuses, statusKeys, loadFailed, searchPlaceholder }: ScopedListOptions<S>,
): ListTableProps<R> & { toolbar: ReactNode } => {
  const t = useTranslate();
  const [status, setStatus] = useState<S | null>(null);
  const services = useSmsServices();
  const list = useListTable<R>(lookup, {
    filters: { serviceId: serviceId ?? undefined, status: status ?? undefined },
    onError: (error) => toast("error", loadFailed, errorText(error, loadFailed)),
  });
  const { state, search, setSearch, tableProps } = list;
  const toolbar = (
    <Flex gap={8} wrap style={{ flex: 1 }}>
      <ToolbarSearch value={search} onSearch={setSearch} placeholder={searchPlaceholder} />
      <AllOrOne
        label={t("sms-service.filters.service")}
        all={0}
        allLabel={t("sms-service.filters.all_services")}
        minWidth={180}
        loading={services.loading}
        options={services.rows.map((s) => ({ value: s.id, label: s.name }))}
        value={serviceId}
        onChange={(next) => {
          state.setPage(1);
          onServiceChange(next);
        }}
      />
      <AllOrOne
        label={t("sms-service.filters.status")}
        all="ALL"
        allLabel={t("sms-service.filters.all_statuses")}
        minWidth={160}
        options={statuses.map((s) => ({ value: s, label: t(statusKeys[s]) }))}
        value={status}
        onChange={(next) => {
          state.setPage(1);
          setStatus(next);
        }}
      />
      <ListTools area={lookup} {...toolsOf(list)} />
    </Flex>
  );
  return { ...tableProps, toolbar };
};
