import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { AreaPage } from "@/pages/area/AreaPage";
import { DashboardPage } from "@/pages/dashboard/DashboardPage";
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
    expect(areas.getAllByRole("link")).toHaveLength(17);
    expect(areas.getByRole("link", { name: /Bot API FAQ/ })).toHaveAttribute("href", "/bot-api");
    expect(screen.getByText("Owner")).toBeInTheDocument();
  });
});

describe("area placeholder page", () => {
  beforeEach(() => resetStores(makeUser(["OWNER"])));

  it.each([
    ["/servers/list", "Server list", "Servers that host the machines, with their disks."],
    ["/keywords", "Keywords", "Tracked keywords and their search positions over time."],
    ["/users/create", "Users", "Team members, their roles and approval."],
  ])("%s is titled %s with its description and a coming-soon note", async (path, title, description) => {
    await renderAt(path, <AreaPage />);
    expect(screen.getByRole("heading", { level: 2, name: title })).toBeInTheDocument();
    expect(screen.getByText(description)).toBeInTheDocument();
    expect(screen.getByText("Tools for this area are on their way")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Back to dashboard/ })).toBeInTheDocument();
  });
});
