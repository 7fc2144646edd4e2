import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useUiStore } from "@/state/ui";
import { openUsers, SLOW, WAIT } from "./harness";

afterEach(() => vi.restoreAllMocks());

const headers = () =>
  [...document.querySelectorAll<HTMLElement>(".ant-table-thead th:not(.ant-table-selection-column)")].map((th) =>
    th.textContent?.trim(),
  );

const clipboard = () => {
  const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
  return writeText;
};

const viewsMenu = async () => {
  fireEvent.click(await screen.findByRole("button", { name: /^Views/ }, WAIT));
  return screen.findByRole("group", { name: "Saved views" }, WAIT);
};

/** Saved views: a name for the list as it shows, applied from a menu, shared as a link. */
describe("Saved views of a declared list (/users)", { timeout: SLOW }, () => {
  it("saves the filter, sort and columns under a name, applies it later and copies a link that reproduces it", async () => {
    const { router } = await openUsers("/users?list=users&status=ACTIVE&sort=login:desc&page=2");
    fireEvent.click(await screen.findByRole("button", { name: /^Columns/ }, WAIT));
    const columns = await screen.findByRole("group", { name: "Shown columns" }, WAIT);
    fireEvent.click(within(columns).getByRole("checkbox", { name: "E-mail" }));
    await waitFor(() => expect(headers()).not.toContain("E-mail"));

    const group = await viewsMenu();
    expect(within(group).getByText("No saved views yet")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Give the view a name");
    fireEvent.change(screen.getByRole("textbox", { name: "Name of this view" }), { target: { value: " Active " } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await screen.findByText("View Active saved", { selector: ".ant-notification-notice-message" }, WAIT);
    expect(screen.getByRole("button", { name: "Views (1)" })).toBeInTheDocument();

    // Elsewhere: another filter and every column back.
    await router.navigate("/users?list=users&status=BANNED");
    fireEvent.click(screen.getByRole("button", { name: "Show all" }));
    await waitFor(() => expect(headers()).toContain("E-mail"));

    fireEvent.click(within(group).getByRole("button", { name: "Active" }));
    await waitFor(() => expect(router.state.location.search).toBe("?list=users&status=ACTIVE&sort=login%3Adesc"));
    await waitFor(() => expect(headers()).not.toContain("E-mail"));

    const writeText = clipboard();
    fireEvent.click(within(group).getByRole("button", { name: "Copy the link to Active" }));
    await waitFor(() => expect(writeText).toHaveBeenCalledTimes(1));
    const link = new URL(writeText.mock.calls[0]?.[0] ?? "");
    expect(link.pathname).toBe("/users");
    expect(link.searchParams.get("status")).toBe("ACTIVE");
    expect(link.searchParams.get("sort")).toBe("login:desc");
    expect(link.searchParams.get("page")).toBeNull();
    expect(link.searchParams.get("cols")).toBe("-email");

    fireEvent.click(within(group).getByRole("button", { name: "Delete the view Active" }));
    await waitFor(() => expect(within(group).getByText("No saved views yet")).toBeInTheDocument());
  });

  it("shows a shared link's columns without changing the user's own choice until they change it", async () => {
    const { router } = await openUsers("/users?list=users&cols=-email,status,login");
    await waitFor(() =>
      expect(headers()).toEqual(["Status", "Login", "Picture", "Name", "Surname", "Roles", "Actions"]),
    );
    expect(Object.values(useUiStore.getState().hiddenColumns)).toEqual([]);

    fireEvent.click(await screen.findByRole("button", { name: /^Columns/ }, WAIT));
    const columns = await screen.findByRole("group", { name: "Shown columns" }, WAIT);
    fireEvent.click(within(columns).getByRole("checkbox", { name: "Roles" }));
    await waitFor(() => expect(router.state.location.search).toBe("?list=users"));
    expect(headers()).toEqual(["Status", "Login", "Picture", "Name", "Surname", "Actions"]);
    expect(Object.values(useUiStore.getState().hiddenColumns)).toEqual([["email", "roles"]]);
  });
});
