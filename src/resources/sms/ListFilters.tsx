import { Select } from "antd";
import { useTranslate } from "@refinedev/core";
import { useSmsServices } from "./useSmsServices";

// Sentinels for "no filter": a Select shows its placeholder, not an option, for a null value.
const ALL_SERVICES = 0;
const ALL_STATUSES = "ALL";

export interface ServiceFilterProps {
  value: number | null;
  onChange: (serviceId: number | null) => void;
}

/** "All services" or one of them; the choice lives in the page URL so a reload keeps it. */
export const ServiceFilter = ({ value, onChange }: ServiceFilterProps) => {
  const t = useTranslate();
  const { rows: services, loading } = useSmsServices();
  return (
    <Select<number>
      aria-label={t("sms-service.filters.service")}
      style={{ minWidth: 180 }}
      loading={loading}
      value={value ?? ALL_SERVICES}
      onChange={(next) => onChange(next === ALL_SERVICES ? null : next)}
      options={[
        { value: ALL_SERVICES, label: t("sms-service.filters.all_services") },
        ...services.map((s) => ({ value: s.id, label: s.name })),
      ]}
    />
  );
};

export interface StatusFilterProps<S extends string> {
  statuses: readonly S[];
  value: S | null;
  onChange: (status: S | null) => void;
  labelOf: (status: S) => string;
}

export const StatusFilter = <S extends string>({ statuses, value, onChange, labelOf }: StatusFilterProps<S>) => {
  const t = useTranslate();
  const isStatus = (v: string): v is S => (statuses as readonly string[]).includes(v);
  return (
    <Select<string>
      aria-label={t("sms-service.filters.status")}
      style={{ minWidth: 160 }}
      value={value ?? ALL_STATUSES}
      onChange={(next) => onChange(isStatus(next) ? next : null)}
      options={[
        { value: ALL_STATUSES, label: t("sms-service.filters.all_statuses") },
        ...statuses.map((s) => ({ value: s, label: labelOf(s) })),
      ]}
    />
  );
};
