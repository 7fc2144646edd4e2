import { screen, waitFor } from "@testing-library/react";
import { expect } from "vitest";
import { campaigns, campaignToday } from "@/mocks/db/campaigns";
import { users } from "@/mocks/db";
import { renderApp, signInAs } from "../../support/renderApp";
import { recordRequests, WAIT } from "../../support/pageHarness";

export { modal, pickOption, requestsTo, SLOW, toastWith, WAIT } from "../../support/pageHarness";

export const bodyRows = (): HTMLElement[] => [
  ...document.querySelectorAll<HTMLElement>(".ant-layout-content .ant-table-tbody tr.ant-table-row"),
];

export const uuidOf = (login: string): string => users.find((u) => u.login === login)?.uuid ?? "";

/** An ACTIVE campaign of `login` running today. */
export const runningOf = (login: string) => {
  const today = campaignToday();
  const row = campaigns
    .all()
    .find(
      (c) => c.owner_uuid === uuidOf(login) && c.status === "ACTIVE" && c.start_date <= today && c.end_date >= today,
    );
  if (!row) throw new Error(`no running campaign of ${login}`);
  return row;
};

export const openPage = async (path: string, login = "operator", heading?: string) => {
  await signInAs(login);
  const seen = recordRequests("/campaigns/", "/accounts/check");
  const view = await renderApp(path);
  if (heading) await screen.findByText(heading, { selector: "h2" }, WAIT);
  return { seen, ...view };
};

export const waitForRows = () => waitFor(() => expect(bodyRows().length).toBeGreaterThan(0), WAIT);
