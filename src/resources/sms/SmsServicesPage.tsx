import { Tabs } from "antd";
import { useTranslate } from "@refinedev/core";
import { useSearchParams } from "react-router";
import type { SmsService } from "@/api/types/sms";
import { smsServices } from "@/registry/areas/sms";
import { useListForm } from "../views/useListForm";
import { MessagesTab } from "./MessagesTab";
import { NumbersTab } from "./NumbersTab";
import { ServicesTab } from "./ServicesTab";
import { SmsPage } from "./SmsLayout";
import { idFromParam } from "./smsRows";

const TABS = ["services", "numbers", "messages"] as const;
type TabKey = (typeof TABS)[number];
const isTab = (value: string | null): value is TabKey => (TABS as readonly string[]).includes(value ?? "");

/** /sms-service/list: services, their numbers and messages; the tab and service filter sit in the URL. */
const SmsServicesPage = () => {
  const t = useTranslate();
  const [params, setParams] = useSearchParams();
  const tabParam = params.get("tab");
  const tab: TabKey = isTab(tabParam) ? tabParam : "services";
  const serviceId = idFromParam(params.get("service"));
  const { edit, addButton, overlays } = useListForm<SmsService>(smsServices);

  const show = (next: TabKey, service: number | null = serviceId) => {
    const query = new URLSearchParams();
    if (next !== "services") query.set("tab", next);
    if (service !== null && next !== "services") query.set("service", String(service));
    setParams(query, { replace: true });
  };

  const scoped = { serviceId, onServiceChange: (next: number | null) => show(tab, next) };

  return (
    <SmsPage
      title={t("sms-service.list.title")}
      description={t("sms-service.list.description")}
      maxWidth={1400}
      tabs
      actions={addButton}
    >
      <Tabs
        activeKey={tab}
        onChange={(key) => isTab(key) && show(key)}
        destroyOnHidden
        items={[
          {
            key: "services",
            label: t("sms-service.tabs.services"),
            children: <ServicesTab onShow={(next, id) => show(next, id)} edit={edit} />,
          },
          { key: "numbers", label: t("sms-service.tabs.numbers"), children: <NumbersTab {...scoped} /> },
          { key: "messages", label: t("sms-service.tabs.messages"), children: <MessagesTab {...scoped} /> },
        ]}
      />
      {overlays()}
    </SmsPage>
  );
};

export default SmsServicesPage;
