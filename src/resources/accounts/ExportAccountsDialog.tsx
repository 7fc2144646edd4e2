import { useList, useTranslate } from "@refinedev/core";
import { Form } from "antd";
import { accountsApi } from "@/api/endpoints/accounts";
import type { AccountFieldId } from "@/api/types/accounts";
import { numberRule } from "@/components/form/numberRule";
import { FormDialog } from "@/components/form/FormDialog";
import { FormSelect } from "@/components/widgets/FormSelect";
import { NumberField } from "@/components/widgets/NumberField";
import { parseNumberText } from "@/lib/numberText";
import { readText } from "@/lib/readText";
import { saveFile } from "@/lib/saveFile";
import { toast } from "@/providers/notification";
import { tk } from "@/providers/i18n";
import type { AccountStatusRow } from "@/registry/lookups/accounts";
import { PatternField } from "./PatternField";
import { useTransferForm } from "./useTransferForm";
import { useAuditLog } from "@/providers/useAuditLog";

/** The export's answer is saved under this name. */
const EXPORT_FILE_NAME = "exported_accounts.txt";

/** Encode is off by default; available accounts are what an export is usually for. */
const DEFAULTS = {
  fields: ["login", "password"] as AccountFieldId[],
  localeId: null as number | null,
  status: "NONE" as string | null,
  count: "100",
  encode: false,
  forTesting: false,
};

/** Export accounts to exported_accounts.txt; a failure keeps every choice and says why. */
const ExportAccountsDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const t = useTranslate();
  const statuses = useList<AccountStatusRow>({
    resource: "account-statuses",
    pagination: { mode: "off" },
    queryOptions: { enabled: open },
  });
  const audit = useAuditLog();
  const form = useTransferForm(open, DEFAULTS, async (values, onProgress) => {
    onProgress(null);
    const file = await accountsApi.export(
      {
        ...values,
        localeId: values.localeId ?? 0,
        status: values.status ?? "",
        count: parseNumberText(values.count) ?? 0,
      },
      onProgress,
    );
    saveFile(file, EXPORT_FILE_NAME);
    const lines = (await readText(file)).split("\n").filter(Boolean).length;
    audit({ resource: "accounts", action: "export", details: lines });
    toast("success", t("accounts.export.success", { count: lines, file: EXPORT_FILE_NAME }));
    onClose();
  });

  return (
    <FormDialog
      open={open}
      title={t("accounts.export.title")}
      okText={t("accounts.export.submit")}
      onClose={onClose}
      name="accounts-export"
      formProps={form.formProps}
      saving={form.busy}
      failed={form.failure && { title: t("accounts.export.failed"), lines: form.failure.lines }}
      below={form.progress(t("accounts.export.running"))}
    >
      <PatternField id="export-fields" />
      {form.localeItem}
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
      {form.switchItem("encode", tk("accounts.export.encode"))}
      {form.switchItem("forTesting", tk("accounts.export.for_testing"))}
    </FormDialog>
  );
};

export default ExportAccountsDialog;
