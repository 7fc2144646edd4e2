import { useTranslate, type BaseRecord } from "@refinedev/core";
import { Col, Form, Modal, Row, Typography, type FormRule } from "antd";
import { PROXY_SERVICE_TYPES, PROXY_TYPES, type ProxyConfig, type ProxyConfigInput } from "@/api/types/proxies";
import type { Locale } from "@/api/types/locales";
import { FormSelect, MutedText, NumberField, RequiredShake } from "@/components/widgets";
import { toast } from "@/providers/notification";
import { failureLines, useDialogForm } from "@/components/form/useDialogForm";
import { SaveFailedAlert } from "@/components/form/SaveFailedAlert";
import { numberRule } from "@/components/form/numberRule";
import { KeyValueRows } from "./KeyValueRows";
import { localeLabel, serviceTypeLabel } from "./proxyFormat";
import {
  MIN_DELAY_CHECK,
  emptyProxyConfigForm,
  MAX_DELAY_CHECK,
  fieldPathOf,
  toProxyConfigForm,
  toProxyConfigInput,
  type ProxyConfigFormValues,
} from "./proxyConfigForm";
import { RequiredTextItem } from "@/components/form/RequiredTextItem";
import { httpUrlRule, webSchemeRule } from "@/components/form/textRules";
import { FormDefaults } from "@/components/form/FormDefaults";

export const PROXY_CONFIG_FORM_ID = "proxy-config-form";
const FORM_FIELDS = [
  "serviceType",
  "proxyType",
  "baseUrl",
  "queryUrl",
  "localeId",
  "delayCheck",
  "auth",
  "otherParams",
];

type ConfigRow = ProxyConfig & BaseRecord;

export interface ProxyConfigDialogProps {
  open: boolean;
  /** the config to edit; null adds a new one */
  config: ProxyConfig | null;
  locales: readonly Locale[];
  localesLoading?: boolean;
  onClose: () => void;
}

/** Free text on the server: a stored value outside the known list is still offered. */
const choices = (known: readonly string[], current: string | undefined) =>
  (current && !known.includes(current) ? [...known, current] : known).map((value) => ({ value }));

export const ProxyConfigDialog = ({
  open,
  config,
  locales,
  localesLoading = false,
  onClose,
}: ProxyConfigDialogProps) => {
  const t = useTranslate();
  const editing = config !== null;
  const { formProps, saving, failure } = useDialogForm<ProxyConfigFormValues, ProxyConfigInput, ConfigRow>({
    resource: "proxy-configs",
    id: config?.id,
    open,
    toInput: (values) => toProxyConfigInput(values, config?.id),
    fields: FORM_FIELDS,
    errorPath: (key, values) => fieldPathOf(key, values).join("."),
    onSaved: (input) => {
      toast("success", t(editing ? "proxy.config.saved" : "proxy.config.added"), input.baseUrl);
      onClose();
    },
  });
  // The form stays open with everything typed; the server's words say what to fix.
  const serverError = failure && failureLines(failure, t("proxy.errors.unknown"));

  const choiceItem = (name: string, label: string, message: string, options: { value: string; label: string }[]) => (
    <Col xs={24} sm={12}>
      <Form.Item name={name} label={label} rules={[{ required: true, whitespace: true, message }]}>
        <RequiredShake>
          <FormSelect options={options} placeholder={t("proxy.config.choose")} />
        </RequiredShake>
      </Form.Item>
    </Col>
  );
  // The base URL is a web address; the query URL a path under it, or a web address of its own.
  const urlItem = (name: string, label: string, requiredKey: string, placeholder: string, rule: FormRule) => (
    <Col xs={24} sm={12}>
      <RequiredTextItem
        name={name}
        label={label}
        requiredKey={requiredKey}
        limit="url"
        input={{ placeholder }}
        rules={[rule]}
      />
    </Col>
  );

  const localeOptions = locales.map((l) => ({
    value: l.id,
    label: l.type === "TEST" ? `${localeLabel(l)} · ${t("proxy.config.test_locale")}` : localeLabel(l),
  }));

  return (
    <Modal
      open={open}
      title={t(editing ? "proxy.config.edit_title" : "proxy.config.add_title", { id: config?.id ?? "" })}
      okText={t(editing ? "proxy.config.save" : "proxy.config.add")}
      cancelText={t("proxy.config.cancel")}
      okButtonProps={{ htmlType: "submit", form: PROXY_CONFIG_FORM_ID }}
      onOk={() => undefined}
      confirmLoading={saving}
      onCancel={onClose}
      maskClosable={false}
      destroyOnHidden
      width={760}
    >
      <Form<ProxyConfigFormValues>
        {...formProps}
        name={PROXY_CONFIG_FORM_ID}
        layout="vertical"
        initialValues={config ? toProxyConfigForm(config) : emptyProxyConfigForm()}
        requiredMark
        disabled={saving}
      >
        <FormDefaults />
        {serverError && <SaveFailedAlert title={t("proxy.config.save_failed")} lines={serverError} />}
        <Row gutter={16}>
          {choiceItem(
            "serviceType",
            t("proxy.configs.fields.serviceType"),
            t("proxy.config.errors.service_type_required"),
            choices(PROXY_SERVICE_TYPES, config?.serviceType).map((o) => ({
              ...o,
              label: serviceTypeLabel(t, o.value),
            })),
          )}
          {choiceItem(
            "proxyType",
            t("proxy.configs.fields.proxyType"),
            t("proxy.config.errors.proxy_type_required"),
            choices(PROXY_TYPES, config?.proxyType).map((o) => ({ ...o, label: o.value })),
          )}
          {urlItem(
            "baseUrl",
            t("proxy.configs.fields.baseUrl"),
            "proxy.config.errors.base_url_required",
            t("proxy.config.base_url_placeholder"),
            httpUrlRule(t, t("proxy.configs.fields.baseUrl")),
          )}
          {urlItem(
            "queryUrl",
            t("proxy.configs.fields.queryUrl"),
            "proxy.config.errors.query_url_required",
            t("proxy.config.query_url_placeholder"),
            webSchemeRule(t, t("proxy.configs.fields.queryUrl")),
          )}
          <Col xs={24} sm={12}>
            <Form.Item
              name="localeId"
              label={t("proxy.configs.fields.localeId")}
              rules={[{ required: true, message: t("proxy.config.errors.locale_required") }]}
            >
              <RequiredShake>
                <FormSelect
                  showSearch
                  optionFilterProp="label"
                  options={localeOptions}
                  loading={localesLoading}
                  placeholder={t("proxy.config.choose_locale")}
                  notFoundContent={t("proxy.config.no_locales")}
                />
              </RequiredShake>
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="delayCheck"
              label={t("proxy.configs.fields.delayCheck")}
              extra={<MutedText>{t("proxy.config.delay_check_hint")}</MutedText>}
              rules={[
                numberRule(t, {
                  label: t("proxy.configs.fields.delayCheck"),
                  integer: true,
                  min: MIN_DELAY_CHECK,
                  max: MAX_DELAY_CHECK,
                  minMessage: t("proxy.config.errors.delay_check_min", { min: MIN_DELAY_CHECK }),
                }),
              ]}
            >
              <NumberField integer placeholder={t("proxy.config.delay_check_placeholder")} />
            </Form.Item>
          </Col>
        </Row>
        <Typography.Title level={3} style={{ fontSize: 14, marginTop: 4 }}>
          {t("proxy.config.auth_title")}
        </Typography.Title>
        <KeyValueRows
          name="auth"
          max={1}
          secretValue
          keyLabel={t("proxy.configs.fields.authKey")}
          valueLabel={t("proxy.config.auth_value")}
          addText={t("proxy.config.add_auth")}
          rowName={t("proxy.config.auth_row")}
        />
        <Typography.Title level={3} style={{ fontSize: 14, marginTop: 20 }}>
          {t("proxy.config.other_title")}
        </Typography.Title>
        <KeyValueRows
          name="otherParams"
          keyLabel={t("proxy.config.param_key")}
          valueLabel={t("proxy.config.param_value")}
          addText={t("proxy.config.add_param")}
          rowName={t("proxy.config.param_row")}
        />
      </Form>
    </Modal>
  );
};

export default ProxyConfigDialog;
