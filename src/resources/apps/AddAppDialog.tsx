import { useEffect } from "react";
import { Form, Input } from "antd";
import { useTranslate } from "@refinedev/core";
import type { AppInput } from "@/api/endpoints/apps";
import { cleanAppId, type App } from "@/api/types/apps";
import { FormDialog } from "@/components/form/FormDialog";
import { maxLengthRule } from "@/components/form/textRules";
import { useDialogForm } from "@/components/form/useDialogForm";
import { StandardLocaleItem } from "@/components/locale";
import { RequiredShake, useDebouncedValue } from "@/components/widgets";
import { TIMING } from "@/config";
import { ApiError } from "@/api/errors";
import { toast } from "@/providers/notification";
import { useLocales } from "@/components/locale/useLocales";
import { AppPreviewCard } from "./AppPreviewCard";

interface AddAppValues {
  appId: string;
  localeId: number | null;
}

const EMPTY: AddAppValues = { appId: "", localeId: null };

/**
 * Add an app by its store id and default locale (spec §5, §8): the id keeps letters, digits, dot,
 * underscore and hyphen as typed; only STANDARD locales by name are offered; the store's preview
 * follows the typing after 1 s. A refused save keeps what was typed and shows the server's words.
 */
export const AddAppDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const t = useTranslate();
  const locales = useLocales({ enabled: open });
  const { form, formProps, saving, failure } = useDialogForm<AddAppValues, AppInput, App>({
    resource: "apps",
    open,
    toInput: (values) => ({
      appId: values.appId.trim(),
      locale: (values.localeId !== null ? locales.byId.get(values.localeId)?.code : undefined) ?? "",
    }),
    fields: ["appId", "localeId"],
    errorPath: (key) => (key === "locale" ? "localeId" : key === "app_id" ? "appId" : key),
    onSaved: (input) => {
      toast("success", t("apps.add.success", { appId: input.appId }));
      onClose();
    },
  });
  const appId = (Form.useWatch("appId", form) ?? "").trim();
  const localeId = Form.useWatch("localeId", form) ?? null;
  const shownId = useDebouncedValue(appId, TIMING.appPreviewDelayMs);
  const code = localeId !== null ? locales.byId.get(localeId)?.code : undefined;

  // Spec §8: a failed locale load closes the dialog with an error toast. The list may have failed
  // before the dialog opened (the page reads it too), so the dialog says it itself.
  useEffect(() => {
    if (!open || !locales.error) return;
    toast("error", t("apps.add.locales_failed"));
    onClose();
  }, [open, locales.error, onClose, t]);

  const onMissing = () => {
    toast("error", t("apps.add.error_loading_app"));
    onClose();
  };

  return (
    <FormDialog
      open={open}
      title={t("apps.add.title")}
      okText={t("apps.add.save")}
      onClose={onClose}
      name="add-app"
      formProps={{ ...formProps, initialValues: EMPTY }}
      saving={saving}
      failed={
        failure &&
        !failure.error.errors && {
          title: t("apps.add.failed"),
          lines: [
            (failure.error instanceof ApiError && failure.error.serverMessage) || t("apps.add.failed_default"),
            ...(failure.advice ? [failure.advice] : []),
          ],
        }
      }
    >
      <Form.Item
        name="appId"
        label={t("apps.add.app_id")}
        extra={t("apps.add.app_id_help")}
        normalize={(value: string) => cleanAppId(value ?? "")}
        rules={[
          { required: true, whitespace: true, message: t("apps.add.app_id_required") },
          maxLengthRule(t, t("apps.add.app_id"), "name"),
        ]}
      >
        <RequiredShake>
          <Input autoComplete="off" spellCheck={false} placeholder="com.example.app" />
        </RequiredShake>
      </Form.Item>
      <StandardLocaleItem locales={locales} label={t("apps.add.locale")} message={t("apps.add.locale_required")} />
      <AppPreviewCard appId={shownId} typing={shownId !== appId} code={code} onMissing={onMissing} />
    </FormDialog>
  );
};
