import { useEffect, useState } from "react";
import { Form, Input, Modal, Switch } from "antd";
import { useCreate, useTranslate, useUpdate, type HttpError } from "@refinedev/core";
import type { SmsCountry, SmsCountryInput, SmsService } from "@/api/types/sms";
import { RequiredShake } from "@/components/widgets";
import { toast } from "@/providers/notification";
import { errorText, fieldErrorsOf } from "@/lib/errorText";
import { placeFieldErrors, topLevelIn } from "@/lib/fieldErrors";
import { SaveFailedAlert } from "@/components/form/SaveFailedAlert";
import {
  countryToForm,
  emptyCountryForm,
  formToCountryInput,
  isCountryCode,
  COUNTRY_FORM_FIELDS,
  type CountryFormValues,
} from "./smsForms";
import { LocaleSelect } from "./LocaleSelect";
import type { LocaleChoices } from "./useLocaleChoices";

export interface CountryDialogProps {
  open: boolean;
  service: SmsService;
  /** the country to edit; null adds one to the service */
  country: SmsCountry | null;
  locales: LocaleChoices;
  onClose: () => void;
}

/** Add or edit a service's country (spec §5: countryCode and locale required; TEST locales offered). */
export const CountryDialog = ({ open, service, country, locales, onClose }: CountryDialogProps) => {
  const t = useTranslate();
  const [form] = Form.useForm<CountryFormValues>();
  const [serverError, setServerError] = useState<string[] | null>(null);
  const { mutateAsync: create, mutation: creating } = useCreate<SmsCountry, HttpError, SmsCountryInput>();
  const { mutateAsync: update, mutation: updating } = useUpdate<SmsCountry, HttpError, SmsCountryInput>();
  const saving = creating.isPending || updating.isPending;

  useEffect(() => {
    if (open) setServerError(null);
  }, [open]);

  const submit = async (values: CountryFormValues) => {
    setServerError(null);
    const input = formToCountryInput(values, service.id);
    const quiet = { successNotification: false, errorNotification: false } as const;
    try {
      if (country) await update({ resource: "sms-configs", id: country.id, values: input, ...quiet });
      else await create({ resource: "sms-configs", values: input, ...quiet });
      const key = country ? "sms-service.country_dialog.updated" : "sms-service.country_dialog.created";
      toast("success", t(key, { code: input.countryCode, service: service.name }));
      onClose();
    } catch (error) {
      const placed = placeFieldErrors(fieldErrorsOf(error), { shown: topLevelIn(COUNTRY_FORM_FIELDS) });
      form.setFields(placed.fields as Parameters<typeof form.setFields>[0]);
      setServerError([errorText(error, t("sms-service.country_dialog.failed")), ...placed.other]);
    }
  };

  return (
    <Modal
      open={open}
      title={
        country
          ? t("sms-service.country_dialog.edit_title", { code: country.countryCode, service: service.name })
          : t("sms-service.country_dialog.create_title", { service: service.name })
      }
      okText={t("sms-service.country_dialog.save")}
      cancelText={t("sms-service.country_dialog.cancel")}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={saving}
      maskClosable={!saving}
      destroyOnHidden
    >
      {serverError && <SaveFailedAlert title={t("sms-service.country_dialog.failed")} lines={serverError} />}
      <Form
        form={form}
        layout="vertical"
        name="sms-country"
        initialValues={country ? countryToForm(country) : emptyCountryForm()}
        onFinish={(v) => void submit(v)}
        disabled={saving}
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
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="isActive" label={t("sms-service.countries.fields.isActive")} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
};

export default CountryDialog;
