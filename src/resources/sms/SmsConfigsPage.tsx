import { Empty, Flex, Select, Skeleton, Tag, Typography } from "antd";
import { useTranslate } from "@refinedev/core";
import { useSearchParams } from "react-router";
import type { SmsCountry, SmsService } from "@/api/types/sms";
import { smsConfigs } from "@/registry/areas/sms";
import { useListForm } from "../views/useListForm";
import { CountriesTable } from "./CountriesTable";
import { SmsPage } from "./SmsLayout";
import { idFromParam } from "./smsRows";
import { useLookup } from "@/resources/views/useLookup";

const PICKER_ID = "sms-configs-service";

/** /sms-service/configs: the chosen service in the URL (?service=id), else the first by name. */
/** The service's address on one line, cut with an ellipsis rather than broken inside a word. */
const CUT = { maxWidth: "100%", overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" } as const;

const SmsConfigsPage = () => {
  const t = useTranslate();
  const [params, setParams] = useSearchParams();
  const { rows: services, byId, loading } = useLookup<SmsService>("sms-services", "name");
  const wanted = idFromParam(params.get("service"));
  const service = (wanted !== null ? byId.get(wanted) : undefined) ?? services[0];
  const form = useListForm<SmsCountry>(smsConfigs, "sms-service.countries.add");

  const body = (() => {
    if (loading) return <Skeleton active paragraph={{ rows: 6 }} />;
    if (!service) return <Empty description={t("sms-service.configs.no_services")} />;
    return <CountriesTable key={service.id} service={service} form={form} />;
  })();

  return (
    <SmsPage
      title={t("sms-service.configs.title")}
      description={t("sms-service.configs.description")}
      maxWidth={1200}
      actions={service && form.addButton}
    >
      <Flex vertical gap={16}>
        <Flex align="center" gap={12} wrap>
          <Typography.Text strong>
            <label htmlFor={PICKER_ID}>{t("sms-service.configs.service")}</label>
          </Typography.Text>
          <Select<number>
            id={PICKER_ID}
            style={{ minWidth: 240 }}
            loading={loading}
            value={service?.id}
            placeholder={t("sms-service.configs.pick_service")}
            onChange={(id) => setParams({ service: String(id) }, { replace: true })}
            options={services.map((s) => ({
              value: s.id,
              title: s.name,
              label: (
                <Flex gap={8} align="center" justify="space-between">
                  <span>{s.name}</span>
                  {!s.isActive && <Tag>{t("sms-service.services.inactive")}</Tag>}
                </Flex>
              ),
            }))}
          />
          {service && (
            <Typography.Text type="secondary" title={service.url} style={CUT}>
              {service.url}
            </Typography.Text>
          )}
        </Flex>
        {body}
      </Flex>
    </SmsPage>
  );
};

export default SmsConfigsPage;
