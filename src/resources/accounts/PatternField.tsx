import { useTranslate } from "@refinedev/core";
import { Flex, Form, Typography } from "antd";
import { Checkbox } from "@/components/form/BaseCheckbox";
import { ACCOUNT_FIELD_IDS, accountPattern, type AccountFieldId } from "@/api/types/accounts";
import { MutedText } from "@/components/widgets/MutedText";

/** One made-up account, so the preview shows what a line of the file looks like. */
const SAMPLE: Record<AccountFieldId, string> = {
  login: "jane.doe.1990",
  password: "S3cret!pass",
  recovery_codes: "48213370,90112458",
  recovery_email: "jane.doe.1990.rec@example.org",
  recovery_password: "R3cover#me",
  recovery_password_imap: "Imap+pass7",
  phone: "+48123456789",
};

const sampleLine = (ids: readonly AccountFieldId[]): string =>
  ACCOUNT_FIELD_IDS.filter((id) => ids.includes(id))
    .map((id) => SAMPLE[id])
    .join(":");

interface FieldChecksProps {
  id: string;
  value?: AccountFieldId[];
  onChange?: (value: AccountFieldId[]) => void;
}

/** Each box is controlled by the form's value: antd's Checkbox.Group copies it in an effect, and a click flickered. */
const FieldChecks = ({ id, value = [], onChange }: FieldChecksProps) => {
  const t = useTranslate();
  const toggle = (field: AccountFieldId, on: boolean) =>
    onChange?.(ACCOUNT_FIELD_IDS.filter((f) => (f === field ? on : value.includes(f))));
  return (
    <Flex id={id} role="group" aria-label={t("accounts.pattern.label")} gap={8} wrap>
      {ACCOUNT_FIELD_IDS.map((field) => (
        <Checkbox
          key={field}
          value={field}
          checked={value.includes(field)}
          onChange={(e) => toggle(field, e.target.checked)}
        >
          {t(`accounts.fields.${field}`)}
        </Checkbox>
      ))}
    </Flex>
  );
};

/** The file pattern: at least one field id, with the pattern string and a sample line shown live. */
export const PatternField = ({ id }: { id: string }) => {
  const t = useTranslate();
  const chosen = (Form.useWatch<AccountFieldId[] | undefined>("fields") ?? []) as AccountFieldId[];
  return (
    <>
      <Form.Item
        name="fields"
        label={t("accounts.pattern.label")}
        rules={[{ type: "array", required: true, min: 1, message: t("accounts.pattern.required") }]}
      >
        <FieldChecks id={id} />
      </Form.Item>
      <Flex vertical gap={2} style={{ marginTop: -8, marginBottom: 16 }} aria-live="polite">
        {(["string", "preview"] as const).map((key) => (
          <MutedText key={key}>
            {t(`accounts.pattern.${key}`)}{" "}
            <Typography.Text code data-testid={`pattern-${key}`}>
              {(key === "string" ? accountPattern : sampleLine)(chosen) || "—"}
            </Typography.Text>
          </MutedText>
        ))}
      </Flex>
    </>
  );
};
