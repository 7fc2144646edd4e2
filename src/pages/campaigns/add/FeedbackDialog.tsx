import { useTranslate } from "@refinedev/core";
import { Alert } from "antd";
import { TEXT_LIMITS } from "@/config";
import { CountedListDialog, useCountedList, type CountedListKind, type ListDialogProps } from "./CountedListDialog";

const FEEDBACK: CountedListKind = {
  section: "campaigns.feedback",
  emptyKey: "one_feedback_is_required",
  mismatchKey: "feedback_count_mismatch",
  inputId: "campaign-feedback",
  readLine: (line) => line.trim(),
  repeats: true,
  tooLong: { max: TEXT_LIMITS.text, key: "too_long" },
  chips: { allowDuplicates: true },
};

/** One review per feedback install: at least 1, exactly the required count; duplicates allowed; .txt only. */
export const FeedbackDialog = (props: ListDialogProps) => {
  const t = useTranslate();
  const list = useCountedList(props, FEEDBACK);
  return (
    <CountedListDialog {...props} kind={FEEDBACK} list={list}>
      {list.entries.length === props.required && props.required > 0 && (
        <Alert type="success" showIcon message={t("campaigns.feedback.ready")} />
      )}
    </CountedListDialog>
  );
};
