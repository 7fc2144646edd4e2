import { Form, Input } from "antd";
import { useTranslate } from "@refinedev/core";
import type { SmsCountry, SmsCountryInput, SmsService } from "@/api/types/sms";
import { RequiredShake } from "@/components/widgets";
import { toast } from "@/providers/notification";
import { failureAlert, useDialogForm } from "@/components/form/useDialogForm";
import { FormDialog } from "@/components/form/FormDialog";
import {
  countryToForm,
  emptyCountryForm,
  formToCountryInput,
  COUNTRY_FORM_FIELDS,
  type CountryFormValues,
} from "./smsForms";
import { isCountryCode, LocaleSelect } from "@/components/locale";
import type { LocaleLookup } from "@/components/locale/useLocales";
import { maxLengthRule } from "@/components/form/textRules";
import { SwitchItem } from "@/components/form/SwitchItem";

export interface CountryDialogProps {
  open: boolean;
  service: SmsService;
  /** the country to edit; null adds one to the service */
  country: SmsCountry | null;
  locales: LocaleLookup;
  onClose: () => void;
}

/** Add or edit a service's country (spec §5: countryCode and locale required; TEST locales offered). */
export const CountryDialog = ({ open, service, country, locales, onClose }: CountryDialogProps) => {
  const t = useTranslate();
  const { formProps, saving, failure } = useDialogForm<CountryFormValues, SmsCountryInput, SmsCountry>({
    resource: "sms-configs",
    id: country?.id,
    open,
    toInput: (values) => formToCountryInput(values, service.id),
    fields: COUNTRY_FORM_FIELDS,
    onSaved: (input) => {
      const key = country ? "sms-service.country_dialog.updated" : "sms-service.country_dialog.created";
      toast("success", t(key, { code: input.countryCode, service: service.name }));
      onClose();
    },
  });

  return (
    <FormDialog
      open={open}
      title={
        country
          ? t("sms-service.country_dialog.edit_title", { code: country.countryCode, service: service.name })
          : t("sms-service.country_dialog.create_title", { service: service.name })
      }
      onClose={onClose}
      name="sms-country"
      formProps={{ ...formProps, initialValues: country ? countryToForm(country) : emptyCountryForm() }}
      saving={saving}
      failed={failureAlert(failure, t("sms-service.country_dialog.failed"))}
    >
      <Form.Item
        name="countryCode"
        label={t("sms-service.countries.fields.countryCode")}
        extra={t("sms-service.country_dialog.country_code_help")}
        normalize={(value: string) => value.toUpperCase()}
        rules={[
          { required: true, whitespace: true, message: t("sms-service.country_dialog.errors.countryCode_required") },
          {
            validator: (_, value: string | undefined) =>
              !value?.trim() || isCountryCode(value)
                ? Promise.resolve()
                : Promise.reject(new Error(t("sms-service.country_dialog.errors.countryCode_format"))),
          },
        ]}
      >
        <RequiredShake>
          <Input autoComplete="off" maxLength={2} style={{ width: 120 }} />
        </RequiredShake>
      </Form.Item>
      <Form.Item
        name="localeId"
        label={t("sms-service.countries.fields.localeId")}
        rules={[{ required: true, message: t("sms-service.country_dialog.errors.localeId_required") }]}
      >
        <RequiredShake>
          <LocaleSelect locales={locales} />
        </RequiredShake>
      </Form.Item>
      <Form.Item
        name="marker"
        label={t("sms-service.countries.fields.marker")}
        extra={t("sms-service.country_dialog.marker_help")}
        rules={[maxLengthRule(t, t("sms-service.countries.fields.marker"), "name")]}
      >
        <Input autoComplete="off" />
      </Form.Item>
      <SwitchItem name="isActive" label={t("sms-service.countries.fields.isActive")} />
    </FormDialog>
  );
};

export default CountryDialog;
