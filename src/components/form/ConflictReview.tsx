import { useState } from "react";
import { useTranslate } from "@refinedev/core";
import { Button, Flex, Modal, Radio, Table, Typography } from "antd";
import { mergeChoice, type Choice, type FieldChange } from "./conflicts";

export interface ConflictReviewProps {
  /** the fields another user changed since the form was opened; none: the dialog is closed */
  changes: readonly FieldChange[] | null;
  labels: Readonly<Record<string, string>>;
  /** a value as the form shows it (an option's label, a locale's name); undefined: shown as it is */
  show?: (key: string, value: unknown) => string | undefined;
  onResolve: (choices: Record<string, Choice>) => void;
  mergeText?: string;
  /** back to the form: nothing is written */
  onCancel: () => void;
}

type Translate = ReturnType<typeof useTranslate>;

/** Empty as a dash, lists by their names. */
const shown = (value: unknown, t: Translate): string => {
  if (value === undefined || value === null || value === "") return t("def.resource.empty");
  if (typeof value === "boolean") return t(value ? "def.resource.yes" : "def.resource.no");
  if (Array.isArray(value))
    return value.length === 0
      ? t("def.resource.empty")
      : value
          .map((item) => (typeof item === "object" && item && "name" in item ? String(item.name) : shown(item, t)))
          .join(", ");
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
};

const initialChoices = (changes: readonly FieldChange[]) =>
  Object.fromEntries(changes.map((c) => [c.key, mergeChoice(c)])) as Record<string, Choice | undefined>;

/** Each field someone else changed meanwhile, as opened, as they saved it and as the user has it; kept or taken. */
export const ConflictReview = ({ changes, labels, show, onResolve, mergeText, onCancel }: ConflictReviewProps) => {
  const t = useTranslate();
  const cell = (key: string, value: unknown) => show?.(key, value) ?? shown(value, t);
  const [seen, setSeen] = useState(changes);
  const [choices, setChoices] = useState(() => initialChoices(changes ?? []));
  if (changes !== seen) {
    setSeen(changes);
    setChoices(initialChoices(changes ?? []));
  }
  const list = changes ?? [];
  const undecided = list.filter((c) => !choices[c.key]).length;
  const all = (choice: Choice) => onResolve(Object.fromEntries(list.map((c) => [c.key, choice])));

  return (
    <Modal
      open={changes !== null}
      title={t("def.conflict.title")}
      onCancel={onCancel}
      width={880}
      maskClosable={false}
      destroyOnHidden
      footer={
        <Flex gap={8} justify="end" wrap>
          <Button onClick={onCancel}>{t("def.conflict.back")}</Button>
          <Button onClick={() => all("theirs")}>{t("def.conflict.all_theirs")}</Button>
          <Button onClick={() => all("mine")}>{t("def.conflict.all_mine")}</Button>
          <Button type="primary" disabled={undecided > 0} onClick={() => onResolve(choices as Record<string, Choice>)}>
            {mergeText ?? t("def.conflict.merge")}
          </Button>
        </Flex>
      }
    >
      <Typography.Paragraph>{t("def.conflict.text")}</Typography.Paragraph>
      <Table<FieldChange>
        rowKey="key"
        size="small"
        pagination={false}
        scroll={{ x: "max-content" }}
        dataSource={list}
        columns={[
          { key: "field", title: t("def.conflict.field"), render: (_, c) => labels[c.key] ?? c.key },
          { key: "opened", title: t("def.conflict.opened"), render: (_, c) => cell(c.key, c.opened) },
          { key: "theirs", title: t("def.conflict.theirs"), render: (_, c) => cell(c.key, c.theirs) },
          { key: "mine", title: t("def.conflict.mine"), render: (_, c) => cell(c.key, c.mine) },
          {
            key: "choice",
            title: t("def.conflict.choice"),
            render: (_, c) => (
              <Radio.Group
                optionType="button"
                size="small"
                style={{ whiteSpace: "nowrap" }}
                aria-label={t("def.conflict.choice_of", { field: labels[c.key] ?? c.key })}
                value={choices[c.key]}
                onChange={(event) => setChoices((now) => ({ ...now, [c.key]: event.target.value as Choice }))}
                options={[
                  { value: "mine", label: t("def.conflict.keep_mine") },
                  { value: "theirs", label: t("def.conflict.take_theirs") },
                ]}
              />
            ),
          },
        ]}
      />
      {undecided > 0 && (
        <Typography.Paragraph type="warning" style={{ marginTop: 12, marginBottom: 0 }} role="status">
          {t("def.conflict.undecided", { count: undecided })}
        </Typography.Paragraph>
      )}
    </Modal>
  );
};
