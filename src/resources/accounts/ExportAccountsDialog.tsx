import { useState } from "react";
import { useList, useTranslate } from "@refinedev/core";
import { Form } from "antd";
import { accountsApi } from "@/api/endpoints/accounts";
import type { AccountFieldId } from "@/api/types/accounts";
import { SwitchItem } from "@/components/form/SwitchItem";
import { numberRule } from "@/components/form/numberRule";
import { FormDialog } from "@/components/form/FormDialog";
import { useActionForm } from "@/components/form/useActionForm";
import { StandardLocaleItem } from "@/components/locale";
import { FormSelect, NumberField } from "@/components/widgets";
import { parseNumberText } from "@/lib/numberText";
import { readText } from "@/lib/readText";
import { saveFile } from "@/lib/saveFile";
import { toast } from "@/providers/notification";
import { useLocales } from "@/components/locale/useLocales";
import type { AccountStatusRow } from "@/registry/lookups/accounts";
import { PatternField } from "./PatternField";
import { TransferProgress } from "./TransferProgress";
import { useAuditLog } from "@/providers/useAuditLog";

/** Spec §7: the answer is saved under this name. */
export const EXPORT_FILE_NAME = "exported_accounts.txt";

interface ExportValues {
  fields: AccountFieldId[];
  localeId: number | null;
  status: string | null;
  count: string;
  encode: boolean;
  forTesting: boolean;
}

/** Spec §5: encode is off by default; available accounts are what an export is usually for. */
const DEFAULTS: ExportValues = {
  fields: ["login", "password"],
  localeId: null,
  status: "NONE",
  count: "100",
  encode: false,
  forTesting: false,
};

const FIELDS = ["fields", "localeId", "status", "count", "encode", "forTesting"] as const;
const ERROR_PATHS: Record<string, string> = { parse_pattern: "fields", locale: "localeId", for_testing: "forTesting" };

/**
 * Export accounts (spec §3, §5, §7): a pattern of at least one field, a STANDARD locale, a status
 * and a count of at least 1; the answer is saved as exported_accounts.txt. A failure keeps every
 * choice and says why.
 */
export const ExportAccountsDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const t = useTranslate();
  const locales = useLocales({ enabled: open, failureTitle: "accounts.no_locales" });
  const statuses = useList<AccountStatusRow>({
    resource: "account-statuses",
    pagination: { mode: "off" },
    queryOptions: { enabled: open },
  });
  const [progress, setProgress] = useState<number | null>(null);
  const audit = useAuditLog();
  const { formProps, busy, failure } = useActionForm<ExportValues>({
    fields: FIELDS,
    errorPath: (key) => ERROR_PATHS[key] ?? key,
    run: async (values) => {
      setProgress(null);
      const file = await accountsApi.export(
        {
          fields: values.fields,
          localeId: values.localeId ?? 0,
          status: values.status ?? "",
          count: parseNumberText(values.count) ?? 0,
          encode: values.encode,
          forTesting: values.forTesting,
        },
        setProgress,
      );
      saveFile(file, EXPORT_FILE_NAME);
      const lines = (await readText(file)).split("\n").filter(Boolean).length;
      audit({ resource: "accounts", action: "export", details: lines });
      toast("success", t("accounts.export.success", { count: lines, file: EXPORT_FILE_NAME }));
      onClose();
    },
  });

  return (
    <FormDialog<ExportValues>
      open={open}
      title={t("accounts.export.title")}
      okText={t("accounts.export.submit")}
      onClose={onClose}
      name="accounts-export"
      formProps={{ ...formProps, initialValues: DEFAULTS }}
      saving={busy}
      failed={failure && { title: t("accounts.export.failed"), lines: failure.lines }}
      below={busy && <TransferProgress fraction={progress} label={t("accounts.export.running")} />}
    >
      <PatternField id="export-fields" />
      <StandardLocaleItem
        locales={locales}
        label={t("accounts.fields.locale")}
        message={t("accounts.locale_required")}
      />
      <Form.Item
        name="status"
        label={t("accounts.fields.status")}
        rules={[{ required: true, message: t("accounts.status_required") }]}
      >
        <FormSelect<string>
          loading={statuses.query.isLoading}
          options={statuses.result.data.map((s) => ({ value: s.id, label: t(`accounts.status_code.${s.id}`, s.id) }))}
        />
      </Form.Item>
      <Form.Item
        name="count"
        label={t("accounts.export.count")}
        rules={[numberRule(t, { label: t("accounts.export.count"), required: true, integer: true, min: 1 })]}
      >
        <NumberField integer />
      </Form.Item>
      <SwitchItem name="encode" label={t("accounts.export.encode")} help={t("accounts.export.encode_help")} />
      <SwitchItem
        name="forTesting"
        label={t("accounts.export.for_testing")}
        help={t("accounts.export.for_testing_help")}
      />
    </FormDialog>
  );
};

export default ExportAccountsDialog;
