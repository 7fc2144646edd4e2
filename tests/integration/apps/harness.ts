import { screen } from "@testing-library/react";
import { openListPage } from "../../support/listPage";

export { modal, pickOption, requestsTo, SLOW, toastWith, WAIT } from "../../support/pageHarness";

/** The cards shown, by their accessible name (the app's name). */
export const cardNames = (): string[] =>
  screen.queryAllByRole("article").map((card) => card.getAttribute("aria-label") ?? "");

export const cardOf = (name: string): HTMLElement => screen.getByRole("article", { name });

export const openApps = (path = "/apps", login = "operator") =>
  openListPage({ path, login, title: "My apps", record: ["/apps/", "/locales/"], shown: () => cardNames().length });
