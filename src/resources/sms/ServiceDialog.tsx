import { useEffect, useState } from "react";
import { Form, Input, Modal, Switch } from "antd";
import { useCreate, useTranslate, useUpdate, type HttpError } from "@refinedev/core";
import type { SmsService, SmsServiceInput } from "@/api/types/sms";
import { NumberField, RequiredShake } from "@/components/widgets";
import { toast } from "@/providers/notification";
import { errorText, fieldErrorsOf } from "@/lib/errorText";
import { placeFieldErrors, topLevelIn } from "@/lib/fieldErrors";
import { SaveFailedAlert } from "@/components/form/SaveFailedAlert";
import {
  emptyServiceForm,
  formToServiceInput,
  isValidPriority,
  serviceToForm,
  SERVICE_FORM_FIELDS,
  type ServiceFormValues,
} from "./smsForms";

export interface ServiceDialogProps {
  open: boolean;
  /** the service to edit; null adds a new one */
  service: SmsService | null;
  onClose: () => void;
}

/** Add or edit an SMS service (spec §5: name, url and apiKey required; priority ≥ 0, default 0). */
export const ServiceDialog = ({ open, service, onClose }: ServiceDialogProps) => {
  const t = useTranslate();
  const [form] = Form.useForm<ServiceFormValues>();
  const [serverError, setServerError] = useState<string[] | null>(null);
  const { mutateAsync: create, mutation: creating } = useCreate<SmsService, HttpError, SmsServiceInput>();
  const { mutateAsync: update, mutation: updating } = useUpdate<SmsService, HttpError, SmsServiceInput>();
  const saving = creating.isPending || updating.isPending;

  // A fresh form mounts with each opening (destroyOnHidden); only the error outlives it.
  useEffect(() => {
    if (open) setServerError(null);
  }, [open]);

  const submit = async (values: ServiceFormValues) => {
    setServerError(null);
    const input = formToServiceInput(values);
    const quiet = { successNotification: false, errorNotification: false } as const;
    try {
      if (service) await update({ resource: "sms-services", id: service.id, values: input, ...quiet });
      else await create({ resource: "sms-services", values: input, ...quiet });
      toast(
        "success",
        t(service ? "sms-service.service_dialog.updated" : "sms-service.service_dialog.created", { name: input.name }),
      );
      onClose();
    } catch (error) {
      // The dialog stays open with everything typed; the server's words go where they apply.
      const placed = placeFieldErrors(fieldErrorsOf(error), { shown: topLevelIn(SERVICE_FORM_FIELDS) });
      form.setFields(placed.fields as Parameters<typeof form.setFields>[0]);
      setServerError([errorText(error, t("sms-service.service_dialog.failed")), ...placed.other]);
    }
  };

  const required = (key: string) => ({ required: true, whitespace: true, message: t(key) });

  return (
    <Modal
      open={open}
      title={
        service
          ? t("sms-service.service_dialog.edit_title", { name: service.name })
          : t("sms-service.service_dialog.create_title")
      }
      okText={t("sms-service.service_dialog.save")}
      cancelText={t("sms-service.service_dialog.cancel")}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={saving}
      maskClosable={!saving}
      destroyOnHidden
    >
      {serverError && <SaveFailedAlert title={t("sms-service.service_dialog.failed")} lines={serverError} />}
      <Form
        form={form}
        layout="vertical"
        name="sms-service"
        initialValues={service ? serviceToForm(service) : emptyServiceForm()}
        onFinish={(v) => void submit(v)}
        disabled={saving}
      >
        <Form.Item
          name="name"
          label={t("sms-service.services.fields.name")}
          rules={[required("sms-service.service_dialog.errors.name_required")]}
        >
          <RequiredShake>
            <Input autoComplete="off" />
          </RequiredShake>
        </Form.Item>
        <Form.Item
          name="url"
          label={t("sms-service.services.fields.url")}
          rules={[required("sms-service.service_dialog.errors.url_required")]}
        >
          <RequiredShake>
            <Input autoComplete="off" inputMode="url" placeholder="https://" />
          </RequiredShake>
        </Form.Item>
        <Form.Item
          name="apiKey"
          label={t("sms-service.services.fields.apiKey")}
          rules={[required("sms-service.service_dialog.errors.apiKey_required")]}
        >
          <RequiredShake>
            <Input autoComplete="off" spellCheck={false} />
          </RequiredShake>
        </Form.Item>
        <Form.Item
          name="priority"
          label={t("sms-service.services.fields.priority")}
          extra={t("sms-service.service_dialog.priority_help")}
          rules={[
            {
              validator: (_, value: string | undefined) =>
                isValidPriority(value)
                  ? Promise.resolve()
                  : Promise.reject(new Error(t("sms-service.service_dialog.errors.priority_min"))),
            },
          ]}
        >
          <NumberField allowDecimal={false} allowNegative={false} />
        </Form.Item>
        <Form.Item name="isActive" label={t("sms-service.services.fields.isActive")} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
};

export default ServiceDialog;
