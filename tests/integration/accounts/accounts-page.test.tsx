import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { decryptSecret } from "@/mocks/db/accountSecrets";
import { accounts } from "@/mocks/db/accounts";
import { locales } from "@/mocks/db/locales";
import { server } from "@/mocks/node";
import { apiPath, fail } from "@/mocks/wire";
import {
  bodyRows,
  byUpdatedDesc,
  inRow,
  logins,
  modal,
  openAccounts,
  pickOption,
  requestsTo,
  rowOf,
  SLOW,
  toastWith,
  WAIT,
  expectFirstQuery,
} from "./harness";

afterEach(() => vi.restoreAllMocks());

const polishLocale = () => {
  const polish = locales.all().find((l) => l.name === "Polish (Poland)");
  if (!polish) throw new Error("no Polish locale in the seed");
  return polish;
};

const clipboard = () => {
  const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
  return writeText;
};

describe("Accounts page (/accounts)", { timeout: SLOW }, () => {
  it("lists 10 accounts by updated, newest first, with the columns of ACC-4; four of them sort", async () => {
    const { seen } = await openAccounts();
    expectFirstQuery(seen, "/accounts/list", { sort: "updated:desc", size: "10", page: "1" });
    expect(logins()).toEqual(
      byUpdatedDesc()
        .slice(0, 10)
        .map((a) => a.login),
    );

    const headers = [...document.querySelectorAll<HTMLElement>(".ant-table-thead th")];
    expect(headers.map((th) => th.textContent?.trim())).toEqual([
      "Login",
      "Password",
      "Machine",
      "Status",
      "Recovery e-mail",
      "Locale",
      "Created",
      "Updated",
      "Actions",
    ]);
    const sortable = headers.filter((th) => th.classList.contains("ant-table-column-has-sorters"));
    expect(sortable.map((th) => th.textContent?.trim())).toEqual(["Login", "Machine", "Created", "Updated"]);

    fireEvent.click(sortable[0] as HTMLElement);
    await waitFor(
      () => expect(requestsTo(seen, "/accounts/list").at(-1)?.url.searchParams.get("sort")).toBe("login:asc"),
      WAIT,
    );
    fireEvent.click(sortable[1] as HTMLElement);
    await waitFor(
      () => expect(requestsTo(seen, "/accounts/list").at(-1)?.url.searchParams.get("sort")).toBe("name_machine:asc"),
      WAIT,
    );
  });

  it("takes its first search from ?search= and keeps it in the URL", async () => {
    const target = byUpdatedDesc()[25];
    if (!target) throw new Error("seed too small");
    const { seen, router } = await openAccounts(`/accounts?search=${target.login}`);
    expect(screen.getByPlaceholderText("Search by login, e-mail or machine")).toHaveValue(target.login);
    expect(requestsTo(seen, "/accounts/list")[0]?.url.searchParams.get("search")).toBe(target.login);
    await waitFor(() => expect(logins()).toEqual([target.login]), WAIT);

    const box = screen.getByPlaceholderText("Search by login, e-mail or machine");
    fireEvent.change(box, { target: { value: "zzzz-none" } });
    await waitFor(() => expect(router.state.location.search).toContain("search=zzzz-none"), WAIT);
    await screen.findByText("No account matches “zzzz-none”.", {}, WAIT);
  });

  it("filters by status and by a STANDARD locale on the server and keeps both in the URL", async () => {
    const polish = polishLocale();
    const { seen, router } = await openAccounts();
    const page = document.body;

    await pickOption(page, "Status", "Ban", "Banned");
    await waitFor(() => expect(router.state.location.search).toContain("status=BANNED"), WAIT);
    await pickOption(page, "Locale", "Polish", "Polish (Poland)");
    await waitFor(() => expect(router.state.location.search).toContain(`localeId=${polish.id}`), WAIT);
    await waitFor(() => {
      const last = requestsTo(seen, "/accounts/list").at(-1)?.url.searchParams;
      expect([last?.get("status"), last?.get("locale_id"), last?.get("page")]).toEqual(["BANNED", `${polish.id}`, "1"]);
    }, WAIT);
    const expected = new Set(
      accounts
        .all()
        .filter((a) => a.account_status === "BANNED" && a.locale_id === polish.id)
        .map((a) => a.login),
    );
    await waitFor(() => {
      expect(logins().length).toBeGreaterThan(0);
      expect(logins().filter((login) => !expected.has(login))).toEqual([]);
    }, WAIT);
  });

  it("opens a copied link with both filters chosen, and its first request carries them", async () => {
    const polish = polishLocale();
    const { seen } = await openAccounts(`/accounts?list=accounts&status=BANNED&localeId=${polish.id}`);
    const first = requestsTo(seen, "/accounts/list")[0]?.url.searchParams;
    expect([first?.get("status"), first?.get("locale_id")]).toEqual(["BANNED", `${polish.id}`]);
    await waitFor(
      () => expect(document.querySelector('.ant-select-selection-item[title="Polish (Poland)"]')).not.toBeNull(),
      WAIT,
    );
    expect(document.querySelector('.ant-select-selection-item[title="Banned"]')).not.toBeNull();
  });

  it("shows a status by its meaning: NONE available, TEMP not found, others unavailable", async () => {
    const { router } = await openAccounts("/accounts?list=accounts&status=TEMP");
    await waitFor(() => expect(within(bodyRows()[0] as HTMLElement).queryByText("Not found")).not.toBeNull(), WAIT);
    await router.navigate("/accounts?list=accounts&status=BANNED");
    // "Unavailable" on the tag, the raw status under it.
    await waitFor(() => {
      const row = within(bodyRows()[0] as HTMLElement);
      expect(row.getByText("Unavailable").closest(".ant-tag")).not.toBeNull();
      expect(row.getByText("Banned").closest(".ant-tag")).toBeNull();
    }, WAIT);
    await router.navigate("/accounts?list=accounts&status=NONE");
    await waitFor(() => expect(within(bodyRows()[0] as HTMLElement).queryByText("Available")).not.toBeNull(), WAIT);
  });

  it("decrypts a password once for an ADMIN: hiding and showing it again asks nothing", async () => {
    const { seen } = await openAccounts();
    const first = byUpdatedDesc()[0];
    if (!first) throw new Error("no accounts");
    const clear = decryptSecret(first.password);
    expect(inRow(first.login).getByLabelText("Password hidden")).toBeInTheDocument();

    fireEvent.click(inRow(first.login).getByRole("button", { name: `Decrypt the password of ${first.login}` }));
    await waitFor(() => expect(inRow(first.login).queryByText(clear ?? "?")).not.toBeNull(), WAIT);
    const decrypts = requestsTo(seen, "/accounts/decrypt");
    expect(decrypts).toHaveLength(1);
    expect(decrypts[0]?.url.searchParams.get("password")).toBe(first.password);

    fireEvent.click(inRow(first.login).getByRole("button", { name: `Hide the password of ${first.login}` }));
    expect(inRow(first.login).queryByText(clear ?? "?")).toBeNull();
    fireEvent.click(inRow(first.login).getByRole("button", { name: `Show the password of ${first.login}` }));
    expect(inRow(first.login).getByText(clear ?? "?")).toBeInTheDocument();
    expect(requestsTo(seen, "/accounts/decrypt")).toHaveLength(1);
  });

  it("offers no decrypt to an OWNER without the ADMIN role (ACC-8), but copy", async () => {
    await openAccounts("/accounts", "owner");
    const first = logins()[0] ?? "";
    expect(inRow(first).queryByRole("button", { name: /^Decrypt/ })).toBeNull();
    expect(inRow(first).getByRole("button", { name: `Copy the password of ${first}` })).toBeInTheDocument();
    // The export and import are the OWNER's too (edit:accounts).
    expect(screen.getByRole("button", { name: "Export accounts" })).toBeInTheDocument();
  });

  it("says 'password-decrypted-error' when the decrypt fails, and tries again on the next click", async () => {
    server.use(http.get(apiPath("/accounts/decrypt"), () => fail(500, "boom")));
    const { seen } = await openAccounts();
    const first = logins()[0] ?? "";
    fireEvent.click(inRow(first).getByRole("button", { name: `Decrypt the password of ${first}` }));
    await toastWith("The password could not be decrypted.");
    expect(inRow(first).getByLabelText("Password hidden")).toBeInTheDocument();
    fireEvent.click(inRow(first).getByRole("button", { name: `Decrypt the password of ${first}` }));
    await waitFor(() => expect(requestsTo(seen, "/accounts/decrypt").length).toBeGreaterThanOrEqual(2), WAIT);
  });

  it("copies the encrypted value before decrypting and the clear one after; a refused copy says 'error.copy'", async () => {
    const writeText = clipboard();
    await openAccounts();
    const first = byUpdatedDesc()[0];
    if (!first) throw new Error("no accounts");
    fireEvent.click(inRow(first.login).getByRole("button", { name: `Copy the password of ${first.login}` }));
    await waitFor(() => expect(writeText).toHaveBeenLastCalledWith(first.password), WAIT);
    await toastWith("Copied to the clipboard");

    fireEvent.click(inRow(first.login).getByRole("button", { name: `Decrypt the password of ${first.login}` }));
    const clear = decryptSecret(first.password) ?? "?";
    await waitFor(() => expect(inRow(first.login).queryByText(clear)).not.toBeNull(), WAIT);
    fireEvent.click(inRow(first.login).getByRole("button", { name: `Copy the password of ${first.login}` }));
    await waitFor(() => expect(writeText).toHaveBeenLastCalledWith(clear), WAIT);

    writeText.mockRejectedValue(new Error("denied"));
    Object.defineProperty(document, "execCommand", { value: () => false, configurable: true });
    fireEvent.click(inRow(first.login).getByRole("button", { name: `Copy the password of ${first.login}` }));
    await toastWith("Could not copy to the clipboard.");
  });

  it("says 'error.fetch' when the list cannot be read", async () => {
    // A 4xx is not retried, so the toast comes at once.
    server.use(http.get(apiPath("/accounts/list"), () => fail(400, "down")));
    const { signInAs } = await import("../../support/renderApp");
    const { renderApp } = await import("../../support/renderApp");
    await signInAs("admin");
    await renderApp("/accounts");
    await toastWith("Could not load the accounts. Please try again.");
  });

  it("opens the machine of an account in the machine dialog; an account on none has no link", async () => {
    const onMachine = accounts.all().find((a) => a.name_machine !== "NULL");
    if (!onMachine) throw new Error("no account on a machine");
    await openAccounts(`/accounts?search=${onMachine.login}`);
    await waitFor(() => expect(logins()).toEqual([onMachine.login]), WAIT);
    fireEvent.click(inRow(onMachine.login).getByRole("button", { name: `Open machine ${onMachine.name_machine}` }));
    await modal(`Machine ${onMachine.name_machine}`);

    const free = byUpdatedDesc().find((a) => a.name_machine === "NULL");
    expect(free).toBeDefined();
    expect(within(rowOf(logins()[0] ?? "")).queryByLabelText("On no machine")).toBeNull();
  });

  it("opens the account detail: every field, the auth data and the installed apps", async () => {
    const withApps = byUpdatedDesc().find((a) => a.installed_apps.length > 0);
    if (!withApps) throw new Error("no account with apps");
    const { seen } = await openAccounts(`/accounts?search=${withApps.login}`);
    await waitFor(() => expect(logins()).toEqual([withApps.login]), WAIT);
    fireEvent.click(inRow(withApps.login).getByRole("button", { name: `Details of ${withApps.login}` }));
    const dialog = await modal(`Account ${withApps.login}`);
    await within(dialog).findByText(`Installed apps (${withApps.installed_apps.length})`, {}, WAIT);
    expect(requestsTo(seen, "/accounts/").at(-1)?.url.searchParams.get("login")).toBe(withApps.login);
    for (const label of ["Recovery password", "Recovery IMAP password", "Recovery codes", "Phone", "Recovery e-mail"])
      expect(within(dialog).getByText(label)).toBeInTheDocument();
    expect(within(dialog).getByText(withApps.installed_apps[0]?.app_id ?? "?")).toBeInTheDocument();
    // The recovery secrets decrypt like the password, one call each.
    fireEvent.click(
      within(dialog).getAllByRole("button", { name: `Decrypt the password of ${withApps.login}` })[1] as HTMLElement,
    );
    await waitFor(() => expect(requestsTo(seen, "/accounts/decrypt")).toHaveLength(1), WAIT);
  });

  it("says 'error.fetch' in the detail when the account cannot be read", async () => {
    server.use(http.get(apiPath("/accounts/"), () => HttpResponse.json({ error_message: "gone" }, { status: 404 })));
    await openAccounts();
    const first = logins()[0] ?? "";
    fireEvent.click(inRow(first).getByRole("button", { name: `Details of ${first}` }));
    const dialog = await modal(`Account ${first}`);
    await within(dialog).findByText("Could not load the accounts. Please try again.", {}, WAIT);
    expect(within(dialog).getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});
