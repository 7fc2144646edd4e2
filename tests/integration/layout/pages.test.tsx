import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import DashboardPage from "@/pages/dashboard/DashboardPage";
import { makeUser, renderAt, resetStores } from "./harness";

describe("dashboard", () => {
  it("greets the user, lists their roles and links the areas they may enter", async () => {
    resetStores(makeUser(["USER"]));
    await renderAt("/", <DashboardPage />);
    expect(screen.getByRole("heading", { name: "Hello, Anna Smith!" })).toBeInTheDocument();
    expect(screen.getByText("User")).toBeInTheDocument();

    const areas = within(screen.getByRole("region", { name: "Your areas" }));
    const links = areas.getAllByRole("link").map((a) => a.getAttribute("href"));
    expect(links).toEqual(["/apps", "/keywords", "/campaign/list", "/campaign/add"]);
    expect(areas.getByText("Store apps you promote and their default locales.")).toBeInTheDocument();
  });

  it("gives an OWNER a card for every listed area", async () => {
    resetStores(makeUser(["OWNER"]));
    await renderAt("/", <DashboardPage />);
    const areas = within(screen.getByRole("region", { name: "Your areas" }));
    // 17, and the activity log
    expect(areas.getAllByRole("link")).toHaveLength(18);
    expect(areas.getByRole("link", { name: /Bot API FAQ/ })).toHaveAttribute("href", "/bot-api");
    expect(areas.getByRole("link", { name: /Activity/ })).toHaveAttribute("href", "/activity");
    expect(screen.getByText("Owner")).toBeInTheDocument();
  });
});
