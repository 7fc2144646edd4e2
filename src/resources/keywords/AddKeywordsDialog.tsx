import { useState } from "react";
import { useInvalidate, useTranslate } from "@refinedev/core";
import { Alert, Flex, Form, Modal } from "antd";
import { keywordsApi } from "@/api/endpoints/keywords";
import { KEYWORDS_PER_SUBMISSION } from "@/api/types/keywords";
import type { Locale } from "@/api/types/locales";
import { addChips } from "@/components/widgets/chips";
import { ChipsInput, FileButton } from "@/components/widgets";
import { errorText } from "@/lib/errorText";
import { toast } from "@/providers/notification";
import { keywordChip, readKeywordFile, readText } from "./keywordFile";

export interface AddKeywordsDialogProps {
  open: boolean;
  auid: string;
  locale: Locale;
  onClose: () => void;
}

/**
 * Add keywords (spec §5, §9): typed or pasted as chips, or read from a .txt/.csv file; at least 1
 * and at most 500 per submission. A refused save keeps every chip.
 */
export const AddKeywordsDialog = ({ open, auid, locale, onClose }: AddKeywordsDialogProps) => {
  const t = useTranslate();
  const invalidate = useInvalidate();
  const [chips, setChips] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const close = () => {
    setChips([]);
    setProblem(null);
    setNotice(null);
    onClose();
  };

  const importFile = async (file: File) => {
    const result = readKeywordFile(file.name, await readText(file));
    if (result.kind === "refused") {
      setProblem(t("keywords.add.file_refused"));
      return;
    }
    const merged = addChips(chips, result.keywords, { max: KEYWORDS_PER_SUBMISSION });
    setChips(merged.value);
    setProblem(null);
    setNotice(
      result.truncated || merged.refused.length > 0
        ? t("keywords.add.file_truncated", { max: KEYWORDS_PER_SUBMISSION, total: result.total })
        : t("keywords.add.file_read", { count: result.keywords.length }),
    );
  };

  const save = async () => {
    if (saving) return;
    if (chips.length === 0) {
      setProblem(t("keywords.modal.one_keyword_is_required"));
      return;
    }
    setSaving(true);
    setProblem(null);
    try {
      const answer = await keywordsApi.add({ auid, localeId: locale.id, keywords: chips });
      await invalidate({ resource: "keywords", invalidates: ["list"] });
      toast("success", t("keywords.add.success", { count: answer.added }));
      close();
    } catch (error) {
      console.error(error);
      setProblem(errorText(error, t("keywords.add.failed")));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t("keywords.add.title", { locale: locale.name })}
      okText={t("keywords.add.save")}
      cancelText={t("keywords.add.cancel")}
      onOk={() => void save()}
      onCancel={close}
      confirmLoading={saving}
      maskClosable={!saving}
      destroyOnHidden
    >
      <Form layout="vertical" onFinish={() => void save()}>
        <Form.Item
          label={t("keywords.add.keywords")}
          htmlFor="add-keywords"
          extra={t("keywords.add.help", { max: KEYWORDS_PER_SUBMISSION })}
          validateStatus={problem ? "error" : undefined}
          help={problem ?? undefined}
        >
          <ChipsInput
            id="add-keywords"
            value={chips}
            onChange={(next) => {
              setChips(next);
              if (next.length > 0) setProblem(null);
            }}
            max={KEYWORDS_PER_SUBMISSION}
            sanitize={keywordChip}
            status={problem ? "error" : undefined}
            disabled={saving}
          />
        </Form.Item>
        <Flex vertical gap={8}>
          <FileButton accept=".txt,.csv" onFile={(file) => void importFile(file)} disabled={saving}>
            {t("keywords.add.import")}
          </FileButton>
          {notice && <Alert type="info" showIcon message={notice} role="status" />}
        </Flex>
      </Form>
    </Modal>
  );
};
