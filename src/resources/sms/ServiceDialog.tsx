import { Form } from "antd";
import { useTranslate } from "@refinedev/core";
import type { SmsService, SmsServiceInput } from "@/api/types/sms";
import { NumberField } from "@/components/widgets";
import { toast } from "@/providers/notification";
import { failureAlert, useDialogForm } from "@/components/form/useDialogForm";
import { FormDialog } from "@/components/form/FormDialog";
import { numberRule } from "@/components/form/numberRule";
import {
  emptyServiceForm,
  formToServiceInput,
  PRIORITY_LIMITS,
  serviceToForm,
  SERVICE_FORM_FIELDS,
  type ServiceFormValues,
} from "./smsForms";
import { RequiredTextItem } from "@/components/form/RequiredTextItem";
import { httpUrlRule } from "@/components/form/textRules";
import { SwitchItem } from "@/components/form/SwitchItem";

export interface ServiceDialogProps {
  open: boolean;
  /** the service to edit; null adds a new one */
  service: SmsService | null;
  onClose: () => void;
}

/** Add or edit an SMS service (spec §5: name, url and apiKey required; priority ≥ 0, default 0). */
export const ServiceDialog = ({ open, service, onClose }: ServiceDialogProps) => {
  const t = useTranslate();
  const { formProps, saving, failure } = useDialogForm<ServiceFormValues, SmsServiceInput, SmsService>({
    resource: "sms-services",
    id: service?.id,
    open,
    toInput: formToServiceInput,
    fields: SERVICE_FORM_FIELDS,
    onSaved: (input) => {
      toast(
        "success",
        t(service ? "sms-service.service_dialog.updated" : "sms-service.service_dialog.created", { name: input.name }),
      );
      onClose();
    },
  });

  return (
    <FormDialog
      open={open}
      title={
        service
          ? t("sms-service.service_dialog.edit_title", { name: service.name })
          : t("sms-service.service_dialog.create_title")
      }
      onClose={onClose}
      name="sms-service"
      formProps={{ ...formProps, initialValues: service ? serviceToForm(service) : emptyServiceForm() }}
      saving={saving}
      failed={failureAlert(failure, t("sms-service.service_dialog.failed"))}
    >
      <RequiredTextItem
        name="name"
        label={t("sms-service.services.fields.name")}
        requiredKey="sms-service.service_dialog.errors.name_required"
        limit="name"
      />
      <RequiredTextItem
        name="url"
        label={t("sms-service.services.fields.url")}
        requiredKey="sms-service.service_dialog.errors.url_required"
        limit="url"
        input={{ inputMode: "url", placeholder: "https://" }}
        rules={[httpUrlRule(t, t("sms-service.services.fields.url"))]}
      />
      <RequiredTextItem
        name="apiKey"
        label={t("sms-service.services.fields.apiKey")}
        requiredKey="sms-service.service_dialog.errors.apiKey_required"
        limit="text"
        input={{ spellCheck: false }}
      />
      <Form.Item
        name="priority"
        label={t("sms-service.services.fields.priority")}
        extra={t("sms-service.service_dialog.priority_help")}
        rules={[
          numberRule(t, {
            label: t("sms-service.services.fields.priority"),
            ...PRIORITY_LIMITS,
            minMessage: t("sms-service.service_dialog.errors.priority_min"),
          }),
        ]}
      >
        <NumberField integer />
      </Form.Item>
      <SwitchItem name="isActive" label={t("sms-service.services.fields.isActive")} />
    </FormDialog>
  );
};

export default ServiceDialog;
