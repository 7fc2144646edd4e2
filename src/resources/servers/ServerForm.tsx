import { useMemo, useState } from "react";
import { Button, Divider, Flex, Form } from "antd";
import { useCreate, useTranslate, useUpdate, type HttpError } from "@refinedev/core";
import type { Server, ServerInput, ServerType } from "@/api/types/servers";
import { TIMING } from "@/config";
import { toast } from "@/providers/notification";
import { errorText, fieldErrorsOf } from "@/lib/errorText";
import { ServerDisksField } from "./ServerDisksField";
import { ServerMainFields } from "./ServerMainFields";
import { ServerParamsFields } from "./ServerParamsFields";
import {
  emptyServerValues,
  isExistingServer,
  isIdentifierLocked,
  resetForType,
  toFormValues,
  toServerInput,
  type ServerFormValues,
  type ServerOrigin,
} from "./serverRules";
import type { ServerChoices } from "./useServerChoices";
import { placeFieldErrors } from "@/lib/fieldErrors";
import { SaveFailedAlert } from "@/components/form/SaveFailedAlert";

/** A new server starts as the first selectable type; choosing another one resets the form. */
const DEFAULT_TYPE: ServerType = "RASPBERRY_PI";

export interface ServerFormProps {
  /** the stored server being edited; null creates one */
  server: Server | null;
  choices: ServerChoices;
  onSaved: () => void;
  onCancel: () => void;
}

/**
 * The dialog's form. It owns its antd form instance and mounts afresh with every opening: a
 * form instance that outlives its <Form> would keep the previous server's values.
 */
export const ServerForm = ({ server, choices, onSaved, onCancel }: ServerFormProps) => {
  const t = useTranslate();
  const [form] = Form.useForm<ServerFormValues>();
  const [failure, setFailure] = useState<string | null>(null);
  const origin: ServerOrigin = useMemo(
    () => (server ? { id: server.id, type: server.type, identifier: server.identifier } : null),
    [server],
  );
  const existing = isExistingServer(origin);
  const initialValues = useMemo(() => (server ? toFormValues(server) : emptyServerValues(DEFAULT_TYPE)), [server]);
  const { mutateAsync: create, mutation: creating } = useCreate<Server, HttpError, ServerInput>();
  const { mutateAsync: update, mutation: updating } = useUpdate<Server, HttpError, ServerInput>();
  const saving = creating.isPending || updating.isPending;

  const changeType = (type: ServerType) => {
    form.resetFields();
    form.setFieldsValue(resetForType(type, origin));
  };

  const save = async () => {
    const input = toServerInput(form.getFieldsValue(true) as ServerFormValues, origin);
    setFailure(null);
    try {
      const quiet = { successNotification: false, errorNotification: false } as const;
      if (input.id) {
        await update({ resource: "servers", id: input.id, values: input, ...quiet });
        toast("success", t("servers.toasts.updated"), undefined, TIMING.serverToastMs);
      } else {
        await create({ resource: "servers", values: input, ...quiet });
        toast("success", t("servers.toasts.created"), undefined, TIMING.serverToastMs);
      }
      onSaved();
    } catch (error) {
      // Spec §8: a failed save is only logged; the dialog keeps everything typed and says why.
      console.error(error);
      setFailure(errorText(error) ?? t("servers.dialog.failed"));
      // The paths come from the server, so antd's typed name paths cannot be checked here.
      form.setFields(placeFieldErrors(fieldErrorsOf(error)).fields as Parameters<typeof form.setFields>[0]);
    }
  };

  return (
    <Form<ServerFormValues>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onFinish={() => void save()}
      requiredMark
      scrollToFirstError
    >
      {failure && <SaveFailedAlert title={t("servers.dialog.failed")} lines={[failure]} />}
      <ServerMainFields
        form={form}
        types={choices.types}
        boards={choices.boards}
        loadingChoices={choices.loading}
        identifierLocked={isIdentifierLocked(origin)}
        onTypeChange={changeType}
      />
      <Divider orientation="left" orientationMargin={0}>
        {t("servers.dialog.params")}
      </Divider>
      <ServerParamsFields form={form} />
      <Divider orientation="left" orientationMargin={0}>
        {t("servers.disks.title")}
      </Divider>
      <ServerDisksField form={form} existing={existing} />
      <Flex justify="flex-end" gap={8} style={{ marginTop: 24 }}>
        <Button onClick={onCancel}>{t("servers.dialog.cancel")}</Button>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t("servers.dialog.save")}
        </Button>
      </Flex>
    </Form>
  );
};

export default ServerForm;
