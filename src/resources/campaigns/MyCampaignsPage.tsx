export { MyCampaignsPage as default } from "./CampaignLists";
