import { useState, type ReactNode } from "react";
import { Select } from "antd";
import { useTranslate, type BaseRecord } from "@refinedev/core";
import type { SmsService } from "@/api/types/sms";
import { errorText } from "@/lib/errorText";
import { toast } from "@/providers/notification";
import type { ListDeclaration } from "@/registry/types";
import type { CustomCells } from "@/resources/views/cells";
import { DeclaredList, useListTable } from "@/resources/views/DeclaredList";
import { IN_PAGE_CARD } from "./SmsLayout";
import { useLookup } from "@/resources/views/useLookup";

export interface ServiceScopedProps {
  serviceId: number | null;
  onServiceChange: (serviceId: number | null) => void;
}

const ALL = "ALL";

type ScopedRow = BaseRecord & { serviceId: number; status: string };

/** The numbers' and messages' tabs: searched, filtered by service and status, each row naming its service. */
export const ScopedList = <T extends ScopedRow>({
  lookup,
  statuses,
  cells,
  serviceId,
  onServiceChange,
  children,
}: ServiceScopedProps & {
  lookup: ListDeclaration & { i18nSection: string };
  statuses: readonly string[];
  cells: CustomCells<T>;
  children?: ReactNode;
}) => {
  const t = useTranslate();
  const section = lookup.i18nSection;
  const [status, setStatus] = useState<string | null>(null);
  const services = useLookup<SmsService>("sms-services", "name");
  const loadFailed = t(`${section}.load_failed`);
  const list = useListTable<T>(lookup, {
    filters: { serviceId: serviceId ?? undefined, status: status ?? undefined },
    onError: (error) => toast("error", loadFailed, errorText(error, loadFailed)),
  });
  const statusText = (value: string) => t(`${section}.statuses.${value}`);
  return (
    <DeclaredList<T>
      area={lookup}
      list={list}
      {...IN_PAGE_CARD}
      cells={{
        service: (row) => services.byId.get(row.serviceId)?.name ?? `#${row.serviceId}`,
        ...cells,
      }}
      toolbar={
        // "All" is an option of its own: a Select shows its placeholder, not an option, for a null value.
        <>
          <Select<number>
            aria-label={t("sms-service.filters.service")}
            style={{ minWidth: 180 }}
            loading={services.loading}
            value={serviceId ?? 0}
            onChange={(next) => {
              list.state.setPage(1);
              onServiceChange(next || null);
            }}
            options={[
              { value: 0, label: t("sms-service.filters.all_services") },
              ...services.rows.map((s) => ({ value: s.id, label: s.name })),
            ]}
          />
          <Select<string>
            aria-label={t("sms-service.filters.status")}
            style={{ minWidth: 160 }}
            value={status ?? ALL}
            onChange={(next) => {
              list.state.setPage(1);
              setStatus(next === ALL ? null : next);
            }}
            options={[
              { value: ALL, label: t("sms-service.filters.all_statuses") },
              ...statuses.map((s) => ({ value: s, label: statusText(s) })),
            ]}
          />
        </>
      }
    >
      {children}
    </DeclaredList>
  );
};
