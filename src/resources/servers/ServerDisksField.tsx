import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { Button, Col, Empty, Flex, Form, Input, Row, theme, Typography, type FormRule } from "antd";
import { numberRule } from "@/components/form/numberRule";
import { MutedText } from "@/components/widgets/MutedText";
import { NumberField } from "@/components/widgets/NumberField";
import {
  canRemoveDisk,
  diskNameError,
  diskRangeError,
  isDiskNameLocked,
  SERVER_NUMBER_LIMITS,
  newDisk,
  type DiskFormValue,
  type NumberText,
} from "@/registry/areas/serverForm";
import { maxLengthRule } from "@/components/form/textRules";

const ruleResult = (t: (key: string) => string, errorKey: string | null): Promise<void> =>
  errorKey ? Promise.reject(new Error(t(errorKey))) : Promise.resolve();

/** A disk's numbers, with their labels' keys; the maximum is checked against the minimum. */
const NUMBERS = [
  ["countMachineMin", "count_machine_min"],
  ["countMachineMax", "count_machine_max"],
  ["startMachine", "start_machine"],
] as const;

/** On a stored server (`existing`) stored disks keep their names and cannot be removed. */
export const ServerDisksField = ({ existing }: { existing: boolean }) => {
  const t = useTranslate();
  const form = Form.useFormInstance();
  const { token } = theme.useToken();

  return (
    <Form.List name="disks">
      {(fields, { add, remove }) => (
        <Flex vertical gap={12}>
          {fields.length === 0 && (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("servers.disks.empty")} style={{ margin: 0 }} />
          )}
          {fields.map((field, index) => {
            const disk = form.getFieldValue(["disks", field.name]) as DiskFormValue | undefined;
            const id = disk?.id ?? 0;
            const nameLocked = isDiskNameLocked(id, existing);
            return (
              <fieldset
                key={field.key}
                style={{
                  border: `1px solid ${token.colorBorderSecondary}`,
                  borderRadius: token.borderRadiusLG,
                  padding: "8px 12px 0",
                  margin: 0,
                }}
              >
                <Flex
                  component="legend"
                  align="center"
                  justify="space-between"
                  gap={8}
                  style={{ width: "100%", fontSize: token.fontSize, border: 0, margin: 0 }}
                >
                  <Typography.Text strong>{t("servers.disks.disk_label", { number: index + 1 })}</Typography.Text>
                  {canRemoveDisk(id, existing) && (
                    <Button
                      type="text"
                      danger
                      size="small"
                      icon={<DeleteOutlined aria-hidden />}
                      aria-label={t("servers.disks.remove", { name: disk?.name || t("servers.disks.new_disk") })}
                      onClick={() => remove(field.name)}
                    />
                  )}
                </Flex>
                <Row gutter={12}>
                  <Col xs={24} md={8}>
                    <Form.Item
                      name={[field.name, "name"]}
                      label={t("servers.disks.name")}
                      required
                      extra={nameLocked ? <MutedText>{t("servers.disks.name_locked")}</MutedText> : undefined}
                      rules={[
                        { validator: (_, v: string) => ruleResult(t, diskNameError(v)) },
                        maxLengthRule(t, t("servers.disks.name"), "name"),
                      ]}
                    >
                      <Input disabled={nameLocked} autoComplete="off" />
                    </Form.Item>
                  </Col>
                  {NUMBERS.map(([name, labelKey]) => {
                    const numberLabel = t(`servers.disks.${labelKey}`);
                    const min = ["disks", field.name, "countMachineMin"];
                    const range: FormRule = ({ getFieldValue }) => ({
                      validator: (_, v: NumberText) =>
                        ruleResult(t, diskRangeError(getFieldValue(min) as NumberText, v)),
                    });
                    const isMax = name === "countMachineMax";
                    return (
                      <Col key={name} xs={12} md={4}>
                        <Form.Item
                          name={[field.name, name]}
                          label={numberLabel}
                          dependencies={isMax ? [min] : undefined}
                          rules={[
                            numberRule(t, { label: numberLabel, ...SERVER_NUMBER_LIMITS }),
                            ...(isMax ? [range] : []),
                          ]}
                        >
                          <NumberField integer />
                        </Form.Item>
                      </Col>
                    );
                  })}
                  <Col xs={12} md={4}>
                    <Form.Item label={t("servers.disks.count_machine")}>
                      <Typography.Text>{disk?.countMachine ?? 0}</Typography.Text>
                    </Form.Item>
                  </Col>
                </Row>
              </fieldset>
            );
          })}
          <Button
            type="dashed"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => add(newDisk((form.getFieldValue("disks") as DiskFormValue[] | undefined) ?? []))}
            block
          >
            {t("servers.disks.add")}
          </Button>
        </Flex>
      )}
    </Form.List>
  );
};
