import { useTranslate } from "@refinedev/core";
import type { ReactNode } from "react";
import { Col, Form, Input, Row, type FormInstance } from "antd";
import type { ServerType } from "@/api/types/servers";
import { FormSelect, MutedText, RequiredShake } from "@/components/widgets";
import { identifierError, ipError, nameError, type ServerFormValues } from "./serverRules";
import { ruleResult } from "./ruleResult";
import { TypedTextItem } from "./TypedTextItem";
import { maxLengthRule } from "@/components/form/textRules";

export interface ServerMainFieldsProps {
  form: FormInstance<ServerFormValues>;
  types: readonly ServerType[];
  boards: readonly string[];
  loadingChoices: boolean;
  identifierLocked: boolean;
  onTypeChange: (type: ServerType) => void;
}

/**
 * A note under a select. Not Form.Item's `extra`: antd would hang its aria-describedby on the
 * select's wrapper div, where the attribute is not allowed, and paint it below AA contrast.
 */
const SelectNote = ({ children }: { children: ReactNode }) => (
  <MutedText style={{ display: "block", marginTop: -20, marginBottom: 16 }}>{children}</MutedText>
);

/** Type, name, identifier (Raspberry Pi), IP and description. */
export const ServerMainFields = ({
  form,
  types,
  boards,
  loadingChoices,
  identifierLocked,
  onTypeChange,
}: ServerMainFieldsProps) => {
  const t = useTranslate();
  const type = Form.useWatch("type", form);
  const boardOptions = boards.map((b) => ({ value: b, label: b }));

  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item
          name="type"
          label={t("servers.fields.type")}
          rules={[{ required: true, message: t("servers.validation.type_required") }]}
        >
          <FormSelect<ServerType>
            loading={loadingChoices}
            options={types.map((value) => ({ value, label: t(`servers.types.${value}`) }))}
            onChange={onTypeChange}
          />
        </Form.Item>
        <SelectNote>{t("servers.dialog.type_hint")}</SelectNote>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="name"
          label={t("servers.fields.name")}
          required
          rules={[
            { validator: (_, v: string) => ruleResult(t, nameError(v)) },
            maxLengthRule(t, t("servers.fields.name"), "name"),
          ]}
        >
          <RequiredShake>
            <Input autoComplete="off" />
          </RequiredShake>
        </Form.Item>
      </Col>
      {type === "RASPBERRY_PI" && (
        <Col xs={24} md={12}>
          <Form.Item
            name="identifier"
            label={t("servers.fields.identifier")}
            required
            extra={identifierLocked ? <MutedText>{t("servers.dialog.identifier_locked")}</MutedText> : undefined}
            rules={[{ validator: (_, v: string | null) => ruleResult(t, identifierError("RASPBERRY_PI", v)) }]}
          >
            {identifierLocked ? (
              // Read-only rather than disabled: the stored board stays legible (a disabled select greys it below AA).
              <Input readOnly />
            ) : (
              <FormSelect<string>
                loading={loadingChoices}
                placeholder={t("servers.dialog.identifier_placeholder")}
                notFoundContent={t("servers.dialog.no_free_boards")}
                options={boardOptions}
                showSearch
              />
            )}
          </Form.Item>
        </Col>
      )}
      <Col xs={24} md={12}>
        <TypedTextItem
          name="ip"
          label={t("servers.fields.ip")}
          check={ipError}
          limit="name"
          input={{ inputMode: "decimal", placeholder: t("servers.dialog.ip_placeholder") }}
        />
      </Col>
      <Col xs={24}>
        <Form.Item
          name="description"
          label={t("servers.fields.description")}
          rules={[maxLengthRule(t, t("servers.fields.description"), "text")]}
        >
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} />
        </Form.Item>
      </Col>
    </Row>
  );
};

export default ServerMainFields;
