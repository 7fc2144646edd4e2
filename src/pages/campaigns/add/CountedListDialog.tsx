import type { ReactNode } from "react";
import { useTranslate } from "@refinedev/core";
import { Flex, Form, Modal, type FormProps, type FormRule } from "antd";
import { useValidateOnChange } from "@/components/form/useValidateOnChange";
import { ChipsInput, type ChipsInputProps } from "@/components/widgets/ChipsInput";
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

export interface CountedListKind {
  /** translation section holding title, save, label, count, import and file_must_be_txt */
  section: string;
  emptyKey: string;
  mismatchKey: string;
  inputId: string;
  /** how a line of an imported .txt becomes an entry ("" drops it) */
  readLine: (line: string) => string;
  repeats: boolean;
  /** the API's length limit of one entry (docs/api.md), with its message key */
  tooLong?: { max: number; key: string };
  chips: Pick<ChipsInputProps, "allowDuplicates" | "sanitize">;
}

interface ListValues {
  entries: string[];
}

const problemOf = (entries: readonly string[], required: number, kind: CountedListKind) => {
  if (entries.length === 0) return { key: kind.emptyKey, vars: {} };
  const long = kind.tooLong && entries.find((entry) => entry.length > (kind.tooLong?.max ?? Infinity));
  if (long && kind.tooLong) {
    const entry = long.length > 40 ? `${long.slice(0, 40)}…` : long;
    return { key: kind.tooLong.key, vars: { max: kind.tooLong.max, entry } };
  }
  if (entries.length !== required) return { key: kind.mismatchKey, vars: { count: entries.length, required } };
  return null;
};

/** The list is a field of the dialog's form and its count a rule, so a shown message is rechecked on each change. */
export const useCountedList = ({ open, required, value, onSave, onClose }: ListDialogProps, kind: CountedListKind) => {
  const t = useTranslate();
  const [form] = Form.useForm<ListValues>();
  const validation = useValidateOnChange(open);
  const watched = Form.useWatch("entries", form);
  const entries = watched ?? value;

  const rule: FormRule = {
    validator: (_, listed: string[] | undefined) => {
      const problem = problemOf(listed ?? [], required, kind);
      return problem ? Promise.reject(new Error(t(`${kind.section}.${problem.key}`, problem.vars))) : Promise.resolve();
    },
  };

  /** A change by other means than typing (a file), checked as typing would be. */
  const setEntries = (next: string[]) => {
    form.setFieldValue("entries", next);
    if (validation.submitted) void form.validateFields(["entries"]).catch(() => undefined);
    else form.setFields([{ name: "entries", errors: [] }]);
  };

  const importLines = (records: readonly string[][]) => {
    const lines = records.map((record) => kind.readLine(record[0] ?? "")).filter(Boolean);
    const current = (form.getFieldValue("entries") as string[] | undefined) ?? [];
    setEntries(kind.repeats ? [...current, ...lines] : [...new Set([...current, ...lines])]);
  };

  /** A refused file leaves the list as it was and says why, until the list changes. */
  const refuseFile = (message: string) => form.setFields([{ name: "entries", errors: [message] }]);

  /** `waiting`: a check of the entries must finish first; the count is told either way. */
  const save = async (waiting = false) => {
    validation.markSubmitted();
    let checked: ListValues;
    try {
      checked = await form.validateFields();
    } catch {
      return;
    }
    if (waiting) return;
    onSave(checked.entries);
    onClose();
  };

  const formProps: FormProps<ListValues> = {
    form,
    layout: "vertical",
    clearOnDestroy: true,
    initialValues: { entries: value },
    validateTrigger: validation.validateTrigger,
    // Before the first save only a refused file's message shows; any change outdates it.
    onValuesChange: () => {
      if (!validation.submitted) form.setFields([{ name: "entries", errors: [] }]);
    },
  };

  return { entries, rule, formProps, importLines, refuseFile, save };
};

type CountedList = ReturnType<typeof useCountedList>;

interface CountedListDialogProps extends ListDialogProps {
  kind: CountedListKind;
  list: CountedList;
  /** Save stays off (a check is running or found a problem) */
  waiting?: boolean;
  children?: ReactNode;
}

const StatusChips = (props: ChipsInputProps) => {
  const { status } = Form.Item.useStatus();
  return <ChipsInput {...props} status={status === "error" ? "error" : undefined} />;
};

/** A dialog that edits a counted list: chips, a .txt import and the count under them. */
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
  const { entries, rule, formProps, importLines, refuseFile, save } = list;
  return (
    <Modal
      open={open}
      title={t(`${kind.section}.title`)}
      okText={t(`${kind.section}.save`)}
      cancelText={t("campaigns.cancel")}
      onOk={() => void save(waiting)}
      okButtonProps={waiting ? { disabled: true } : undefined}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<ListValues> {...formProps}>
        <Form.Item
          name="entries"
          label={t(`${kind.section}.label`, { required })}
          htmlFor={kind.inputId}
          rules={[rule]}
          extra={t(`${kind.section}.count`, { count: entries.length, required })}
        >
          <StatusChips id={kind.inputId} {...kind.chips} />
        </Form.Item>
        <TextFileButton
          options={COUNTED_LIST_FILE}
          wrongTypeMessage={t(`${kind.section}.file_must_be_txt`)}
          onRead={importLines}
          onRefused={refuseFile}
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
