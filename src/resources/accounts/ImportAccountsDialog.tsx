import { useState } from "react";
import { useInvalidate, useTranslate } from "@refinedev/core";
import { Alert, Button, Form, List, Modal, Typography } from "antd";
import { accountsApi } from "@/api/endpoints/accounts";
import type { AccountFieldId, AccountImportResultWire } from "@/api/types/accounts";
import { FormDefaults } from "@/components/form/FormDefaults";
import { SaveFailedAlert } from "@/components/form/SaveFailedAlert";
import { useTextFileText } from "@/components/widgets/useTextFileText";
import { readTextFile, type TextFileResult } from "@/lib/textFile";
import { toast } from "@/providers/notification";
import { tk } from "@/providers/i18n";
import { PatternField } from "./PatternField";
import { useTransferForm } from "./useTransferForm";
import { ACCOUNTS_FILE, TxtFileField } from "./TxtFileField";
import { useAuditLog } from "@/providers/useAuditLog";

/** Encode is on by default (the file holds clear passwords the server encrypts). */
const DEFAULTS = {
  fields: ["login", "password", "recovery_email"] as AccountFieldId[],
  localeId: null as number | null,
  file: null as File | null,
  changeRecovery: false,
  encode: true,
};

/** Rejected lines listed one by one; the rest are counted, so a file of bad lines is never a list of them all. */
const REJECTED_SHOWN = 100;

// A file is checked when picked and again on Import: read once.
const checked = new WeakMap<File, Promise<TextFileResult>>();
const checkFile = (file: File): Promise<TextFileResult> => {
  const result = checked.get(file) ?? readTextFile(file, ACCOUNTS_FILE);
  checked.set(file, result);
  return result;
};

const ImportResult = ({ result }: { result: AccountImportResultWire }) => {
  const t = useTranslate();
  const hidden = result.rejected.length - REJECTED_SHOWN;
  return (
    <>
      <Alert
        type={result.rejected.length === 0 ? "success" : "warning"}
        showIcon
        role="status"
        message={t("accounts.import.result", { imported: result.imported, rejected: result.rejected.length })}
      />
      {result.rejected.length > 0 && (
        <List
          size="small"
          style={{ marginTop: 12, maxHeight: 280, overflow: "auto" }}
          header={<Typography.Text strong>{t("accounts.import.rejected_title")}</Typography.Text>}
          dataSource={result.rejected.slice(0, REJECTED_SHOWN)}
          rowKey={(r) => `${r.line}`}
          renderItem={(r) => (
            <List.Item>
              {t("accounts.import.rejected_line", { line: r.line, login: r.login ?? "—", reason: r.reason })}
            </List.Item>
          )}
          footer={hidden > 0 ? t("accounts.import.rejected_more", { count: hidden }) : undefined}
        />
      )}
    </>
  );
};

/** Import accounts: multipart with upload progress, ending on how many lines were taken and why others were not. */
const ImportAccountsDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const t = useTranslate();
  const fileText = useTextFileText();
  const invalidate = useInvalidate();
  const [result, setResult] = useState<AccountImportResultWire | null>(null);
  // Each opening starts from the form, even one made while the last closing still animates.
  const [openSeen, setOpenSeen] = useState(open);
  if (open !== openSeen) {
    setOpenSeen(open);
    if (open) setResult(null);
  }
  const audit = useAuditLog();
  const { form, formProps, busy, failure, ...items } = useTransferForm(open, DEFAULTS, async (values, onProgress) => {
    onProgress(0);
    const answer = await accountsApi.import(
      { ...values, localeId: values.localeId ?? 0, file: values.file as File },
      onProgress,
    );
    setResult(answer);
    audit({ resource: "accounts", action: "import", details: answer.imported });
    if (answer.imported > 0) {
      toast("success", t("accounts.import.success", { count: answer.imported }));
      void invalidate({ resource: "accounts", invalidates: ["list"] });
    }
  });

  return (
    <Modal
      open={open}
      title={t("accounts.import.title")}
      onCancel={onClose}
      maskClosable={!busy}
      destroyOnHidden
      footer={
        result ? (
          <Button type="primary" onClick={onClose}>
            {t("accounts.import.done")}
          </Button>
        ) : (
          <>
            <Button onClick={onClose}>{t("accounts.cancel")}</Button>
            <Button type="primary" loading={busy} onClick={() => form.submit()}>
              {t("accounts.import.submit")}
            </Button>
          </>
        )
      }
    >
      {result ? (
        <ImportResult result={result} />
      ) : (
        <>
          {failure && <SaveFailedAlert title={t("accounts.import.failed")} lines={failure.lines} />}
          <Form {...formProps} disabled={busy}>
            <FormDefaults />
            {items.localeItem}
            <PatternField id="import-fields" />
            <Form.Item
              name="file"
              label={t("accounts.import.file")}
              extra={`${t("accounts.import.file_help")} ${fileText.limits(ACCOUNTS_FILE)}`}
              // Checked when picked, so a wrong file is refused before the rest of the form is filled in.
              validateTrigger="onChange"
              rules={[
                {
                  validator: async (_rule, file: File | null | undefined) => {
                    if (!file) throw new Error(t("accounts.import.file_required"));
                    const read = await checkFile(file);
                    if (read.kind === "refused")
                      throw new Error(fileText.refusal(read, ACCOUNTS_FILE, t("accounts.import.file_must_be_txt")));
                  },
                },
              ]}
            >
              <TxtFileField disabled={busy} />
            </Form.Item>
            {items.switchItem("changeRecovery", tk("accounts.import.change_recovery"))}
            {items.switchItem("encode", tk("accounts.import.encode"))}
          </Form>
          {items.progress(t("accounts.import.running"))}
        </>
      )}
    </Modal>
  );
};

export default ImportAccountsDialog;
