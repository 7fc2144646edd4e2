import { useState } from "react";
import { useInvalidate, useTranslate } from "@refinedev/core";
import { Alert, Form, Modal } from "antd";
import { appsApi } from "@/api/endpoints/apps";
import type { App } from "@/api/types/apps";
import { LocaleSelect } from "@/components/locale";
import { errorText } from "@/lib/errorText";
import { toast } from "@/providers/notification";
import { useLocales } from "@/components/locale/useLocales";
import { apps } from "@/registry/areas/apps";
import { recordLink } from "@/registry/recordUrl";
import { useConflictCheck } from "../views/useConflictCheck";
import { appName } from "./appStatus";

/** Change an app's default locale; a failure stays inline in the dialog. */
export const EditLocaleDialog = ({ app, onClose }: { app: App | null; onClose: () => void }) => {
  const t = useTranslate();
  const invalidate = useInvalidate();
  const locales = useLocales({ enabled: app !== null });
  const [chosen, setChosen] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const current = app ? locales.standard.find((l) => l.code === app.locale) : undefined;
  const value = chosen ?? current?.id;
  const conflict = useConflictCheck({
    declaration: apps,
    id: app?.auid,
    opened: app ?? undefined,
    labels: { locale: t("apps.edit_locale.locale") },
    show: (_, code) => locales.all.find((l) => l.code === code)?.name,
    valuesOf: (stored) => ({ locale: stored.locale }),
    mine: () => ({ locale: value !== undefined ? locales.byId.get(value)?.code : undefined }),
    apply: ({ locale }) => setChosen(locales.standard.find((l) => l.code === locale)?.id ?? null),
    open: app !== null,
  });

  const close = () => {
    setChosen(null);
    setError(null);
    onClose();
  };

  const save = async () => {
    const typed = value !== undefined ? locales.byId.get(value) : undefined;
    if (!app || !typed || saving) return;
    setSaving(true);
    setError(null);
    try {
      const checked = await conflict.beforeWrite({ locale: typed.code });
      const locale = checked && locales.standard.find((l) => l.code === checked.locale);
      if (!locale) return;
      if (locale !== typed) setChosen(locale.id);
      await appsApi.updateLocale(app.appId, locale.code).finally(conflict.afterWrite);
      await invalidate({ resource: "apps", invalidates: ["list"] });
      const to = recordLink(apps, { ...app });
      const link = to ? { to, label: t("def.record.open") } : undefined;
      toast("success", t("apps.edit_locale.success", { locale: locale.name }), undefined, undefined, undefined, link);
      close();
    } catch (caught) {
      console.error(caught);
      setError(errorText(caught) ?? "");
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={app !== null}
      title={t("apps.edit_locale.title", { name: app ? appName(app) : "" })}
      okText={t("apps.edit_locale.save")}
      cancelText={t("apps.edit_locale.cancel")}
      onOk={() => void save()}
      onCancel={close}
      confirmLoading={saving}
      okButtonProps={{ disabled: value === undefined || value === current?.id }}
      destroyOnHidden
    >
      {conflict.notice()}
      {locales.error && <Alert type="error" showIcon message={t("apps.edit_locale.locales_failed")} />}
      {error !== null && (
        <Alert
          type="error"
          showIcon
          role="alert"
          message={t("apps.edit_locale.failed")}
          description={error || undefined}
          style={{ marginBottom: 16 }}
        />
      )}
      <Form layout="vertical">
        <Form.Item label={t("apps.edit_locale.locale")} htmlFor="app-default-locale">
          <LocaleSelect
            id="app-default-locale"
            locales={locales}
            only="standard"
            value={value ?? null}
            onChange={setChosen}
          />
        </Form.Item>
      </Form>
      {conflict.reviewDialog}
    </Modal>
  );
};
