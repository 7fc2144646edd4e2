import { useState } from "react";
import { UploadOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { Alert, Button, Flex, Form, Modal, Spin, Upload } from "antd";
import { ChipsInput } from "@/components/widgets";
import { readText } from "@/lib/readText";
import { useAccountCheck } from "@/resources/accounts/useAccountCheck";
import type { ListDialogProps } from "./FeedbackDialog";
import { cleanTestAccount, isTxt } from "./plan";

/**
 * Add test accounts (spec §4, §5): at least 1 ('one_account_is_required'), exactly the required
 * count ('accounts_count_mismatch'), the part after an @ dropped and spaces collapsed, no
 * duplicates, .txt only; each list is checked 700 ms after it changes and adding waits until the
 * check finds nothing wrong.
 */
export const TestAccountsDialog = ({ open, required, value, onSave, onClose }: ListDialogProps) => {
  const t = useTranslate();
  const [logins, setLogins] = useState(value);
  const [problem, setProblem] = useState<string | null>(null);
  const [openSeen, setOpenSeen] = useState(open);
  if (open !== openSeen) {
    setOpenSeen(open);
    if (open) {
      setLogins(value);
      setProblem(null);
    }
  }
  const check = useAccountCheck(logins, { enabled: open });
  const blocked = check.checking || check.messages.length > 0;

  const importFile = async (file: File) => {
    if (!isTxt(file.name)) {
      setProblem(t("campaigns.test_accounts.file_must_be_txt"));
      return;
    }
    const lines = (await readText(file)).split(/\r?\n/).map(cleanTestAccount).filter(Boolean);
    setLogins((current) => [...new Set([...current, ...lines])]);
    setProblem(null);
  };

  const save = () => {
    if (logins.length === 0) return setProblem(t("campaigns.test_accounts.one_account_is_required"));
    if (logins.length !== required)
      return setProblem(t("campaigns.test_accounts.accounts_count_mismatch", { count: logins.length, required }));
    if (blocked) return;
    onSave(logins);
    onClose();
  };

  return (
    <Modal
      open={open}
      title={t("campaigns.test_accounts.title")}
      okText={t("campaigns.test_accounts.save")}
      cancelText={t("campaigns.cancel")}
      onOk={save}
      okButtonProps={{ disabled: blocked }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item
          label={t("campaigns.test_accounts.label", { required })}
          htmlFor="campaign-test-accounts"
          validateStatus={problem ? "error" : undefined}
          help={problem ?? t("campaigns.test_accounts.count", { count: logins.length, required })}
        >
          <ChipsInput
            id="campaign-test-accounts"
            value={logins}
            onChange={setLogins}
            sanitize={cleanTestAccount}
            status={problem ? "error" : undefined}
          />
        </Form.Item>
        <Upload
          accept=".txt,text/plain"
          showUploadList={false}
          beforeUpload={(file) => {
            void importFile(file);
            return Upload.LIST_IGNORE;
          }}
        >
          <Button icon={<UploadOutlined aria-hidden />}>{t("campaigns.test_accounts.import")}</Button>
        </Upload>
        <Flex vertical gap={8} style={{ marginTop: 12 }} aria-live="polite">
          {check.checking && (
            <Spin size="small" tip={t("campaigns.test_accounts.checking")}>
              <span />
            </Spin>
          )}
          {check.messages.map((m) => (
            <Alert key={m} type="error" showIcon message={m} />
          ))}
          {check.ok && <Alert type="success" showIcon message={t("campaigns.test_accounts.all_available")} />}
        </Flex>
      </Form>
    </Modal>
  );
};
