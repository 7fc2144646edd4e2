import { TeamOutlined } from "@ant-design/icons";
import { useList, useTranslate } from "@refinedev/core";
import type { User } from "@/api/types";
import { Page } from "@/components/layout/Page";
import { FilterSelect } from "@/resources/views/DeclaredList";
import { CampaignsTable } from "./CampaignsTable";
import { campaignUsersList } from "@/registry/areas/campaigns";

const OWNER_FILTER = ["owner"] as const;

/** /campaign/users-list (ADMIN, OWNER): every user's campaigns, filtered by owner. */
export const UsersCampaignsPage = () => {
  const t = useTranslate();
  const owners = useList<User>({ resource: "users", pagination: { mode: "off" }, errorNotification: false });
  return (
    <Page area={campaignUsersList} title={t("campaigns.all.title")} icon={<TeamOutlined aria-hidden />}>
      <CampaignsTable
        declaration={campaignUsersList}
        filterKeys={OWNER_FILTER}
        extraFilters={(list) => (
          <FilterSelect
            list={list}
            name="owner"
            label={t("campaigns.filters.owner")}
            showSearch
            optionFilterProp="label"
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
