export { UsersCampaignsPage as default } from "./CampaignLists";
