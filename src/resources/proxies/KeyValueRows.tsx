import { Button, Flex, Form, Input } from "antd";
import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { duplicateKeys, type KeyValueRow } from "@/registry/areas/proxyConfigForm";
import { maxLengthRule } from "@/components/form/textRules";

export interface KeyValueRowsProps {
  name: string;
  /** how many rows the wire can hold (auth params: one pair) */
  max?: number;
  keyLabel: string;
  valueLabel: string;
  addText: string;
  /** what one row is, for the remove button's name ("parameter") */
  rowName: string;
  /** the value is a secret (an API key): masked, with a reveal toggle */
  secretValue?: boolean;
}

/**
 * Free-form provider settings as editable rows. A row with a value needs a key, and keys are
 * unique because the wire stores them as one object.
 */
export const KeyValueRows = ({
  name,
  max = Number.POSITIVE_INFINITY,
  keyLabel,
  valueLabel,
  addText,
  rowName,
  secretValue = false,
}: KeyValueRowsProps) => {
  const t = useTranslate();
  const ValueInput = secretValue ? Input.Password : Input;

  return (
    <Form.List name={name}>
      {(fields, { add, remove }) => (
        <Flex vertical gap={8}>
          {fields.map((field, index) => (
            <Flex key={field.key} gap={8} align="flex-start">
              <Form.Item
                name={[field.name, "key"]}
                style={{ flex: "1 1 0", minWidth: 0, marginBottom: 0 }}
                dependencies={[[name, field.name, "value"]]}
                rules={[
                  ({ getFieldValue }) => ({
                    validator: (_, value: string | undefined) => {
                      const key = value?.trim() ?? "";
                      const rowValue = (getFieldValue([name, field.name, "value"]) as string | undefined) ?? "";
                      if (!key && rowValue.trim())
                        return Promise.reject(new Error(t("proxy.config.errors.param_key_required")));
                      const rows = getFieldValue(name) as KeyValueRow[] | undefined;
                      if (key && duplicateKeys(rows).has(key))
                        return Promise.reject(new Error(t("proxy.config.errors.param_key_duplicate")));
                      return Promise.resolve();
                    },
                  }),
                  maxLengthRule(t, keyLabel, "name"),
                ]}
              >
                <Input
                  placeholder={keyLabel}
                  aria-label={t("proxy.config.row_label", { label: keyLabel, row: index + 1 })}
                />
              </Form.Item>
              <Form.Item
                name={[field.name, "value"]}
                style={{ flex: "1 1 0", minWidth: 0, marginBottom: 0 }}
                rules={[maxLengthRule(t, valueLabel, "text")]}
              >
                <ValueInput
                  placeholder={valueLabel}
                  aria-label={t("proxy.config.row_label", { label: valueLabel, row: index + 1 })}
                />
              </Form.Item>
              <Button
                icon={<DeleteOutlined aria-hidden />}
                aria-label={t("proxy.config.remove_row", { name: rowName, row: index + 1 })}
                onClick={() => remove(field.name)}
              />
            </Flex>
          ))}
          {fields.length < max && (
            <Button
              type="dashed"
              icon={<PlusOutlined aria-hidden />}
              onClick={() => add({ key: "", value: "" })}
              style={{ alignSelf: "flex-start" }}
            >
              {addText}
            </Button>
          )}
        </Flex>
      )}
    </Form.List>
  );
};

export default KeyValueRows;
