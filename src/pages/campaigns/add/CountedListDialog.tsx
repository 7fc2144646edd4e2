import { useState, type ReactNode } from "react";
import { useTranslate } from "@refinedev/core";
import { Flex, Form, Modal } from "antd";
import { ChipsInput, type ChipsInputProps } from "@/components/widgets";
import { TextFileButton } from "@/components/widgets/TextFileButton";
import { COUNTED_LIST_FILE } from "./plan";

export interface ListDialogProps {
  open: boolean;
  /** installs over the campaign: the list must hold exactly this many */
  required: number;
  value: string[];
  onSave: (value: string[]) => void;
  onClose: () => void;
}

/** What one counted list (reviews, test accounts) says and how it reads its entries. */
export interface CountedListKind {
  /** translation section holding title, save, label, count, import and file_must_be_txt */
  section: string;
  /** keys in the section for an empty list and a list of the wrong length */
  emptyKey: string;
  mismatchKey: string;
  inputId: string;
  /** how a line of an imported .txt becomes an entry ("" drops it) */
  readLine: (line: string) => string;
  repeats: boolean;
  /** the API's length limit of one entry (docs/api.md), with its message key in the section (max, entry) */
  tooLong?: { max: number; key: string };
  chips: Pick<ChipsInputProps, "allowDuplicates" | "sanitize">;
}

/**
 * The list a dialog edits, taken afresh from `value` each time the dialog opens, with its .txt
 * import and its save: exactly `required` entries, at least one, then `onSave` and close.
 */
export const useCountedList = ({ open, required, value, onSave, onClose }: ListDialogProps, kind: CountedListKind) => {
  const t = useTranslate();
  const [entries, setEntries] = useState(value);
  const [problem, setProblem] = useState<string | null>(null);
  const [openSeen, setOpenSeen] = useState(open);
  if (open !== openSeen) {
    setOpenSeen(open);
    if (open) {
      setEntries(value);
      setProblem(null);
    }
  }

  /** A refused file leaves the list as it was and says why. */
  const importLines = (records: readonly string[][]) => {
    const lines = records.map((record) => kind.readLine(record[0] ?? "")).filter(Boolean);
    setEntries((current) => (kind.repeats ? [...current, ...lines] : [...new Set([...current, ...lines])]));
    setProblem(null);
  };

  /** `waiting`: something (a check of the entries) must finish first; the count is told either way. */
  const save = (waiting = false) => {
    if (entries.length === 0) return setProblem(t(`${kind.section}.${kind.emptyKey}`));
    const long = kind.tooLong && entries.find((entry) => entry.length > (kind.tooLong?.max ?? Infinity));
    if (long && kind.tooLong) {
      const entry = long.length > 40 ? `${long.slice(0, 40)}…` : long;
      return setProblem(t(`${kind.section}.${kind.tooLong.key}`, { max: kind.tooLong.max, entry }));
    }
    if (entries.length !== required)
      return setProblem(t(`${kind.section}.${kind.mismatchKey}`, { count: entries.length, required }));
    if (waiting) return;
    onSave(entries);
    onClose();
  };

  return { entries, setEntries, problem, setProblem, importLines, save };
};

type CountedList = ReturnType<typeof useCountedList>;

interface CountedListDialogProps extends ListDialogProps {
  kind: CountedListKind;
  list: CountedList;
  /** Save stays off (a check is running or found a problem) */
  waiting?: boolean;
  /** the list's state under the input, read out as it changes */
  children?: ReactNode;
}

/** A dialog that edits a counted list (spec §5): chips, a .txt import and the count under them. */
export const CountedListDialog = ({
  open,
  required,
  onClose,
  kind,
  list,
  waiting = false,
  children,
}: CountedListDialogProps) => {
  const t = useTranslate();
  const { entries, setEntries, problem, setProblem, importLines, save } = list;
  return (
    <Modal
      open={open}
      title={t(`${kind.section}.title`)}
      okText={t(`${kind.section}.save`)}
      cancelText={t("campaigns.cancel")}
      onOk={() => save(waiting)}
      okButtonProps={waiting ? { disabled: true } : undefined}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item
          label={t(`${kind.section}.label`, { required })}
          htmlFor={kind.inputId}
          validateStatus={problem ? "error" : undefined}
          help={problem ?? t(`${kind.section}.count`, { count: entries.length, required })}
        >
          <ChipsInput
            id={kind.inputId}
            value={entries}
            onChange={setEntries}
            {...kind.chips}
            status={problem ? "error" : undefined}
          />
        </Form.Item>
        <TextFileButton
          options={COUNTED_LIST_FILE}
          wrongTypeMessage={t(`${kind.section}.file_must_be_txt`)}
          onRead={importLines}
          onRefused={setProblem}
        >
          {t(`${kind.section}.import`)}
        </TextFileButton>
        <Flex vertical gap={8} style={{ marginTop: 12 }} aria-live="polite">
          {children}
        </Flex>
      </Form>
    </Modal>
  );
};
