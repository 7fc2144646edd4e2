import { useTranslate } from "@refinedev/core";
import { Col, Form, Input, Row } from "antd";
import { numberRule } from "@/components/form/numberRule";
import { NumberField } from "@/components/widgets";
import { SERVER_NUMBER_LIMITS, updateLinkError } from "./serverRules";
import { TypedTextItem } from "./TypedTextItem";
import { maxLengthRule } from "@/components/form/textRules";
import { SwitchItem } from "@/components/form/SwitchItem";

const NUMERIC = [
  ["taskInQueue", "task_in_queue"],
  ["timeToBootloop", "time_to_bootloop"],
  ["timeBetweenStart", "time_between_start"],
] as const;

const TEXT = [
  ["versionBot", "version_bot"],
  ["versionScript", "version_script"],
] as const;

/** server_params: reboot, queue and timing numbers, versions and the update link (required for DEDIK). */
export const ServerParamsFields = () => {
  const t = useTranslate();
  const label = (key: string) => t(`servers.dialog.params_fields.${key}`);

  return (
    <Row gutter={16}>
      {NUMERIC.map(([name, key]) => (
        <Col key={name} xs={24} sm={12} md={6}>
          <Form.Item
            name={["serverParams", name]}
            label={label(key)}
            rules={[numberRule(t, { label: label(key), ...SERVER_NUMBER_LIMITS })]}
          >
            <NumberField integer />
          </Form.Item>
        </Col>
      ))}
      <Col xs={24} sm={12} md={6}>
        <SwitchItem name={["serverParams", "reboot"]} label={label("reboot")} />
      </Col>
      {TEXT.map(([name, key]) => (
        <Col key={name} xs={24} sm={12}>
          <Form.Item name={["serverParams", name]} label={label(key)} rules={[maxLengthRule(t, label(key), "name")]}>
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
      ))}
      <Col xs={24}>
        <TypedTextItem
          name={["serverParams", "updateLink"]}
          label={label("update_link")}
          check={updateLinkError}
          limit="url"
          input={{ inputMode: "url", placeholder: t("servers.dialog.update_link_placeholder") }}
        />
      </Col>
    </Row>
  );
};

export default ServerParamsFields;
