import { fireEvent, screen, within } from "@testing-library/react";
import { http } from "msw";
import { describe, expect, it } from "vitest";
import { server } from "@/mocks/node";
import { apiPath, fail } from "@/mocks/wire";
import { appsApi } from "@/api/endpoints/apps";
import { cardOf, modal, openApps, pickOption, requestsTo, SLOW, toastWith, WAIT } from "./harness";

const openDialog = async () => {
  const view = await openApps();
  fireEvent.click(
    within(cardOf("Brightleaf Budget")).getByRole("button", { name: "Change default locale of Brightleaf Budget" }),
  );
  const dialog = await modal("Default locale of Brightleaf Budget");
  return { ...view, dialog };
};

describe("Edit default locale dialog", () => {
  it("sends app_id and the chosen locale to /apps/updateLocale", { timeout: SLOW }, async () => {
    const { dialog, seen } = await openDialog();
    await pickOption(dialog, "Default locale", "German (Germany)", "German (Germany)");
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    const toast = (await toastWith("Default locale set to German (Germany)")).closest(".ant-notification-notice");
    expect(within(toast as HTMLElement).getByRole("link", { name: "Open" })).toHaveAttribute(
      "href",
      "/apps?open=app-0001",
    );
    expect(await requestsTo(seen, "/apps/updateLocale", "PUT")[0]?.body).toEqual({
      app_id: "com.brightleaf.budget",
      locale: "de_de",
    });
  });

  it("a failed update stays in the dialog with 'Error while updating app locale'", { timeout: SLOW }, async () => {
    server.use(http.put(apiPath("/apps/updateLocale"), () => fail(400, "")));
    const { dialog } = await openDialog();
    await pickOption(dialog, "Default locale", "German (Germany)", "German (Germany)");
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("Error while updating app locale", undefined, WAIT)).toBeInTheDocument();
    expect(screen.getByText("Default locale of Brightleaf Budget")).toBeInTheDocument();
  });

  it("a locale list that cannot be read says 'Error while fetching locales'", { timeout: SLOW }, async () => {
    server.use(http.get(apiPath("/locales/list"), () => fail(404, "down")));
    const { dialog } = await openDialog();
    expect(await within(dialog).findByText("Error while fetching locales", undefined, WAIT)).toBeInTheDocument();
  });

  it(
    "a locale someone else set meanwhile is put beside the user's by name, and theirs can be taken",
    { timeout: SLOW },
    async () => {
      const { dialog, seen } = await openDialog();
      await appsApi.updateLocale("com.brightleaf.budget", "fr_fr");
      const before = requestsTo(seen, "/apps/updateLocale", "PUT").length;
      await pickOption(dialog, "Default locale", "German (Germany)", "German (Germany)");
      fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));

      const review = await modal("Someone else saved this entry while you were editing");
      const cells = [
        ...(within(review).getByText("Default locale", { selector: "td" }).closest("tr")?.querySelectorAll("td") ?? []),
      ];
      expect(cells.slice(1, 4).map((td) => td.textContent)).toEqual([
        "English (United States)",
        "French (France)",
        "German (Germany)",
      ]);
      expect(requestsTo(seen, "/apps/updateLocale", "PUT")).toHaveLength(before);
      fireEvent.click(within(review).getByRole("button", { name: "Take all theirs" }));
      expect(await toastWith("Default locale set to French (France)")).toBeInTheDocument();
      expect(await requestsTo(seen, "/apps/updateLocale", "PUT").at(-1)?.body).toEqual({
        app_id: "com.brightleaf.budget",
        locale: "fr_fr",
      });
    },
  );
});
