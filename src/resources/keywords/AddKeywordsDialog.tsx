import { useState } from "react";
import { useInvalidate, useTranslate } from "@refinedev/core";
import { Alert, Flex, Form, Modal } from "antd";
import { keywordsApi } from "@/api/endpoints/keywords";
import { KEYWORDS_PER_SUBMISSION } from "@/api/types/keywords";
import type { Locale } from "@/api/types/locales";
import { addChips } from "@/components/widgets/chips";
import { ChipsInput } from "@/components/widgets/ChipsInput";
import { TextFileButton } from "@/components/widgets/TextFileButton";
import { TEXT_LIMITS } from "@/config";
import { errorText, fieldErrorsOf } from "@/lib/errorText";
import { toast } from "@/providers/notification";
import { recordLink } from "@/registry/recordUrl";
import { keywords } from "@/registry/areas/keywords";
import { KEYWORD_FILE, keywordChip, keywordsOfFile } from "./keywordFile";

interface AddKeywordsDialogProps {
  open: boolean;
  auid: string;
  locale: Locale;
  onClose: () => void;
}

/** Chips typed, pasted or read from .txt/.csv; 1 to 500 per submission; a refused save keeps every chip. */
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

  /** Says what the file gave: all of it, the first 500 of it, or how many were left out and why. */
  const importRecords = (records: readonly string[][]) => {
    const read = keywordsOfFile(records);
    const merged = addChips(chips, read.keywords, { max: KEYWORDS_PER_SUBMISSION });
    const added = merged.value.length - chips.length;
    setChips(merged.value);
    setProblem(null);
    setNotice(
      added === read.total
        ? t("keywords.add.file_read", { count: added })
        : chips.length === 0 && merged.duplicates.length === 0
          ? t("keywords.add.file_truncated", { max: KEYWORDS_PER_SUBMISSION, total: read.total })
          : t("keywords.add.file_partial", {
              total: read.total,
              added,
              left_out: read.total - added,
              max: KEYWORDS_PER_SUBMISSION,
            }),
    );
  };

  const save = async () => {
    if (saving) return;
    if (chips.length === 0) {
      setProblem(t("keywords.modal.one_keyword_is_required"));
      return;
    }
    // The API's limit (docs/api.md), said before sending and naming the keyword.
    const tooLong = chips.find((chip) => chip.length > TEXT_LIMITS.name);
    if (tooLong !== undefined) {
      const shown = tooLong.length > 40 ? `${tooLong.slice(0, 40)}…` : tooLong;
      setProblem(t("keywords.add.too_long", { max: TEXT_LIMITS.name, keyword: shown }));
      return;
    }
    setSaving(true);
    setProblem(null);
    try {
      const answer = await keywordsApi.add({ auid, localeId: locale.id, keywords: chips });
      await invalidate({ resource: "keywords", invalidates: ["list"] });
      const to =
        chips.length === 1
          ? recordLink(keywords, { auid, localeId: locale.id, keyword: chips[0] })
          : `${keywords.routes.list}?${new URLSearchParams({ auid, locale: String(locale.id) }).toString()}`;
      const link = to ? { to, label: t("def.record.open") } : undefined;
      toast("success", t("keywords.add.success", { count: answer.added }), undefined, undefined, undefined, link);
      close();
    } catch (error) {
      console.error(error);
      // A 422 names what is wrong under "keywords": that, not its general "Validation failed".
      setProblem(fieldErrorsOf(error)?.keywords ?? errorText(error, t("keywords.add.failed")));
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
          <TextFileButton
            options={KEYWORD_FILE}
            wrongTypeMessage={t("keywords.add.file_refused")}
            onRead={importRecords}
            onRefused={(message) => {
              setNotice(null);
              setProblem(message);
            }}
            disabled={saving}
          >
            {t("keywords.add.import")}
          </TextFileButton>
          {notice && <Alert type="info" showIcon message={notice} role="status" />}
        </Flex>
      </Form>
    </Modal>
  );
};
