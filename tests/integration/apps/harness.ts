import { screen, waitFor } from "@testing-library/react";
import { expect } from "vitest";
import { renderApp, signInAs } from "../../support/renderApp";
import { recordRequests, WAIT } from "../../support/pageHarness";

export { modal, pickOption, requestsTo, SLOW, toastWith, WAIT } from "../../support/pageHarness";

/** The cards shown, by their accessible name (the app's name). */
export const cardNames = (): string[] =>
  screen.queryAllByRole("article").map((card) => card.getAttribute("aria-label") ?? "");

export const cardOf = (name: string): HTMLElement => screen.getByRole("article", { name });

export const openApps = async (path = "/apps", login = "operator") => {
  await signInAs(login);
  const seen = recordRequests("/apps/", "/locales/");
  const view = await renderApp(path);
  await screen.findByText("My apps", { selector: "h2" }, WAIT);
  await waitFor(() => expect(cardNames().length).toBeGreaterThan(0), WAIT);
  return { seen, ...view };
};
