import { useMemo } from "react";
import { Divider, Form } from "antd";
import { useTranslate } from "@refinedev/core";
import type { Server, ServerInput, ServerType } from "@/api/types/servers";
import { TIMING } from "@/config";
import { toast } from "@/providers/notification";
import { errorText } from "@/lib/errorText";
import { useDialogForm } from "@/components/form/useDialogForm";
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
import { SaveFailedAlert } from "@/components/form/SaveFailedAlert";
import { FormDefaults } from "@/components/form/FormDefaults";
import { FormButtons } from "@/components/form/FormButtons";

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
  const origin: ServerOrigin = useMemo(
    () => (server ? { id: server.id, type: server.type, identifier: server.identifier } : null),
    [server],
  );
  const existing = isExistingServer(origin);
  const initialValues = useMemo(() => (server ? toFormValues(server) : emptyServerValues(DEFAULT_TYPE)), [server]);
  const { form, formProps, saving, failure } = useDialogForm<ServerFormValues, ServerInput, Server>({
    resource: "servers",
    id: server?.id,
    toInput: (values) => toServerInput(values, origin),
    onSaved: () => {
      toast(
        "success",
        t(server ? "servers.toasts.updated" : "servers.toasts.created"),
        undefined,
        TIMING.serverToastMs,
      );
      onSaved();
    },
  });

  const changeType = (type: ServerType) => {
    form.resetFields();
    form.setFieldsValue(resetForType(type, origin));
  };

  return (
    <Form<ServerFormValues> {...formProps} layout="vertical" initialValues={initialValues} requiredMark>
      <FormDefaults />
      {failure && (
        <SaveFailedAlert
          title={t("servers.dialog.failed")}
          lines={[errorText(failure.error) ?? t("servers.dialog.failed"), ...(failure.advice ? [failure.advice] : [])]}
        />
      )}
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
      <ServerParamsFields />
      <Divider orientation="left" orientationMargin={0}>
        {t("servers.disks.title")}
      </Divider>
      <ServerDisksField form={form} existing={existing} />
      <FormButtons justify="flex-end" style={{ marginTop: 24 }} onCancel={onCancel} saving={saving} />
    </Form>
  );
};

export default ServerForm;
