import { TeamOutlined } from "@ant-design/icons";
import { useList, useTranslate } from "@refinedev/core";
import { Select } from "antd";
import type { User } from "@/api/types";
import { Page } from "@/components/layout/Page";
import { CampaignsTable } from "./CampaignsTable";
import { campaignUsersList } from "./index";

/** /campaign/users-list (ADMIN, OWNER): every user's campaigns, filtered by owner. */
export const UsersCampaignsPage = () => {
  const t = useTranslate();
  const owners = useList<User>({ resource: "users", pagination: { mode: "off" }, errorNotification: false });
  return (
    <Page area={campaignUsersList} title={t("campaigns.all.title")} icon={<TeamOutlined aria-hidden />}>
      <CampaignsTable
        declaration={campaignUsersList}
        showOwner
        filterKeys={["owner"]}
        extraFilters={({ filters, setFilter }) => (
          <Select<string>
            allowClear
            showSearch
            optionFilterProp="label"
            aria-label={t("campaigns.filters.owner")}
            placeholder={t("campaigns.filters.owner")}
            value={filters.owner}
            onChange={(value) => setFilter("owner", value)}
            loading={owners.query.isLoading}
            style={{ minWidth: 220 }}
            options={owners.result.data.map((u) => ({ value: u.uuid, label: `${u.name} ${u.surname} (${u.login})` }))}
          />
        )}
      />
    </Page>
  );
};

export default UsersCampaignsPage;
