import { useState } from "react";
import { UploadOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { Alert, Button, Flex, Form, Modal, Upload } from "antd";
import { ChipsInput } from "@/components/widgets";
import { readText } from "@/lib/readText";
import { isTxt } from "./plan";

export interface ListDialogProps {
  open: boolean;
  /** installs over the campaign: the list must hold exactly this many */
  required: number;
  value: string[];
  onSave: (value: string[]) => void;
  onClose: () => void;
}

/**
 * Add feedback (spec §5): one review per feedback install, so the count must equal the required
 * count ('feedback_count_mismatch'), at least 1; duplicates allowed; .txt files only.
 */
export const FeedbackDialog = ({ open, required, value, onSave, onClose }: ListDialogProps) => {
  const t = useTranslate();
  const [texts, setTexts] = useState(value);
  const [problem, setProblem] = useState<string | null>(null);
  const [openSeen, setOpenSeen] = useState(open);
  if (open !== openSeen) {
    setOpenSeen(open);
    if (open) {
      setTexts(value);
      setProblem(null);
    }
  }

  const importFile = async (file: File) => {
    if (!isTxt(file.name)) {
      setProblem(t("campaigns.feedback.file_must_be_txt"));
      return;
    }
    const lines = (await readText(file))
      .split(/\r?\n/)
      .map((l) => l.trim())
      .filter(Boolean);
    setTexts((current) => [...current, ...lines]);
    setProblem(null);
  };

  const save = () => {
    if (texts.length === 0) return setProblem(t("campaigns.feedback.one_feedback_is_required"));
    if (texts.length !== required)
      return setProblem(t("campaigns.feedback.feedback_count_mismatch", { count: texts.length, required }));
    onSave(texts);
    onClose();
  };

  return (
    <Modal
      open={open}
      title={t("campaigns.feedback.title")}
      okText={t("campaigns.feedback.save")}
      cancelText={t("campaigns.cancel")}
      onOk={save}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item
          label={t("campaigns.feedback.label", { required })}
          htmlFor="campaign-feedback"
          validateStatus={problem ? "error" : undefined}
          help={problem ?? t("campaigns.feedback.count", { count: texts.length, required })}
        >
          <ChipsInput
            id="campaign-feedback"
            value={texts}
            onChange={setTexts}
            allowDuplicates
            status={problem ? "error" : undefined}
          />
        </Form.Item>
        <Flex gap={8}>
          <Upload
            accept=".txt,text/plain"
            showUploadList={false}
            beforeUpload={(file) => {
              void importFile(file);
              return Upload.LIST_IGNORE;
            }}
          >
            <Button icon={<UploadOutlined aria-hidden />}>{t("campaigns.feedback.import")}</Button>
          </Upload>
        </Flex>
        {texts.length === required && required > 0 && (
          <Alert style={{ marginTop: 12 }} type="success" showIcon message={t("campaigns.feedback.ready")} />
        )}
      </Form>
    </Modal>
  );
};
