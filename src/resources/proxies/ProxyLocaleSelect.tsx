import { useTranslate } from "@refinedev/core";
import type { Locale } from "@/api/types/locales";
import { FormSelect, type FormSelectProps } from "@/components/widgets/FormSelect";
import { localeLabel } from "./proxyFormat";

/** A config's locale: every locale by name and code, TEST ones marked, searchable. */
export const ProxyLocaleSelect = ({ locales, ...props }: FormSelectProps<number> & { locales: readonly Locale[] }) => {
  const t = useTranslate();
  const options = locales.map((l) => ({
    value: l.id,
    label: l.type === "TEST" ? `${localeLabel(l)} · ${t("proxy.config.test_locale")}` : localeLabel(l),
  }));
  return (
    <FormSelect<number>
      showSearch
      optionFilterProp="label"
      options={options}
      placeholder={t("proxy.config.choose_locale")}
      notFoundContent={t("proxy.config.no_locales")}
      {...props}
    />
  );
};
