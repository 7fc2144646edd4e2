import { Button, Flex, Form, Input } from "antd";
import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { duplicateKeys, type KeyValueRow } from "@/registry/areas/proxyConfigForm";
import { maxLengthRule } from "@/components/form/textRules";

/** A config's auth pair (one on the wire; an API key, masked) and its other params. */
const LISTS = {
  auth: {
    max: 1,
    secret: true,
    texts: [
      "proxy.configs.fields.authKey",
      "proxy.config.auth_value",
      "proxy.config.add_auth",
      "proxy.config.auth_row",
    ],
  },
  otherParams: {
    max: Number.POSITIVE_INFINITY,
    secret: false,
    texts: ["proxy.config.param_key", "proxy.config.param_value", "proxy.config.add_param", "proxy.config.param_row"],
  },
} as const;

/** Provider settings as rows: a value needs a key, and keys are unique (the wire holds one object). */
export const KeyValueRows = ({ name }: { name: keyof typeof LISTS }) => {
  const t = useTranslate();
  const { max, secret, texts } = LISTS[name];
  const [keyLabel = "", valueLabel = "", addText, rowName] = texts.map((key) => t(key));
  const ValueInput = secret ? Input.Password : Input;

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
