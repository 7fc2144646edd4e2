import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { Button, Col, Empty, Flex, Form, Input, Row, theme, Typography, type FormItemProps, type FormRule } from "antd";
import { numberRule } from "@/components/form/numberRule";
import { MutedText, NumberField } from "@/components/widgets";
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

/** A serverForm check (a translation key or null) as an antd validator answer. */
const ruleResult = (t: (key: string) => string, errorKey: string | null): Promise<void> =>
  errorKey ? Promise.reject(new Error(t(errorKey))) : Promise.resolve();

export interface ServerDisksFieldProps {
  /** the form edits a stored server: stored disks keep their names and cannot be removed */
  existing: boolean;
}

interface DiskNumberProps extends Pick<FormItemProps, "dependencies"> {
  field: number;
  name: "countMachineMin" | "countMachineMax" | "startMachine";
  label: string;
  /** checked after the whole-number rule */
  rule?: FormRule;
}

const DiskNumber = ({ field, name, label, rule, dependencies }: DiskNumberProps) => {
  const t = useTranslate();
  const number = numberRule(t, { label, ...SERVER_NUMBER_LIMITS });
  return (
    <Col xs={12} md={4}>
      <Form.Item
        name={[field, name]}
        label={label}
        dependencies={dependencies}
        rules={rule ? [number, rule] : [number]}
      >
        <NumberField integer />
      </Form.Item>
    </Col>
  );
};

/** The editable disk list; count_machine is the server's count and only shown. */
export const ServerDisksField = ({ existing }: ServerDisksFieldProps) => {
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
            const label = t("servers.disks.disk_label", { number: index + 1 });
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
                  <Typography.Text strong>{label}</Typography.Text>
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
                  <DiskNumber field={field.name} name="countMachineMin" label={t("servers.disks.count_machine_min")} />
                  <DiskNumber
                    field={field.name}
                    name="countMachineMax"
                    label={t("servers.disks.count_machine_max")}
                    dependencies={[["disks", field.name, "countMachineMin"]]}
                    rule={({ getFieldValue }) => ({
                      validator: (_, v: NumberText) =>
                        ruleResult(
                          t,
                          diskRangeError(getFieldValue(["disks", field.name, "countMachineMin"]) as NumberText, v),
                        ),
                    })}
                  />
                  <DiskNumber field={field.name} name="startMachine" label={t("servers.disks.start_machine")} />
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

export default ServerDisksField;
