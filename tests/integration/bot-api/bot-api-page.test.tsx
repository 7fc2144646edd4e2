import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { http } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { botApiDocs } from "@/mocks/db/botApiDocs";
import { users } from "@/mocks/db";
import { server } from "@/mocks/node";
import { apiPath, fail, ok } from "@/mocks/wire";
import { maskKey } from "@/pages/bot-api/ApiKeyCard";
import { renderApp, signInAs } from "../../support/renderApp";
import { SLOW, toastWith, WAIT } from "../../support/pageHarness";

afterEach(() => vi.restoreAllMocks());

const clipboard = () => {
  const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
  return writeText;
};

const openPage = async (path = "/bot-api", login = "robot") => {
  await signInAs(login);
  const view = await renderApp(path);
  await screen.findByText("Bot API", { selector: "h2" }, WAIT);
  await screen.findByRole("heading", { name: /Campaigns/ }, WAIT);
  return view;
};

const apiKeyOf = (login: string) => users.find((u) => u.login === login)?.api_key ?? "";

describe("Bot API page (/bot-api)", () => {
  it("groups the documented calls by type, each with method and host", { timeout: SLOW }, async () => {
    await openPage();
    const docs = botApiDocs();
    const types = [...new Set(docs.map((d) => d.type))];
    const headings = screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent);
    expect(headings).toEqual(types.map((type) => `${type} (${docs.filter((d) => d.type === type).length})`));
    expect(screen.getAllByText("https://api.example.com/bot/v1/campaigns").length).toBe(2);
  });

  it("searches (kept in ?search=) over host, method, type and description", { timeout: SLOW }, async () => {
    const { router } = await openPage();
    fireEvent.change(screen.getByPlaceholderText("Search calls by path, method, type or words"), {
      target: { value: "sms" },
    });
    await waitFor(() => expect(router.state.location.search).toBe("?search=sms"), WAIT);
    await waitFor(
      () => expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual(["SMS (2)"]),
      WAIT,
    );
    fireEvent.change(screen.getByPlaceholderText("Search calls by path, method, type or words"), {
      target: { value: "nothing-like-this" },
    });
    await screen.findByText("No call matches “nothing-like-this”.", {}, WAIT);
  });

  it("shows each body as formatted JSON text, never as HTML, and copies it", { timeout: SLOW }, async () => {
    const docs = botApiDocs();
    const first = docs[0];
    server.use(
      http.get(apiPath("/bot-api/docs"), () =>
        ok([{ ...first, request_body: { note: "<b>bold</b><img src=x onerror=alert(1)>" } }, ...docs.slice(1)]),
      ),
    );
    const writeText = clipboard();
    await openPage();
    fireEvent.click(screen.getByText("Plans a campaign for an ACTIVE app in one locale."));
    const name = `POST ${first?.host}`;
    const copy = await screen.findByRole("button", { name: `Copy the request body of ${name}` }, WAIT);
    const block = screen.getByLabelText("Request body", { selector: "pre" });
    expect(block.textContent).toBe(JSON.stringify({ note: "<b>bold</b><img src=x onerror=alert(1)>" }, null, 2));
    expect(block.querySelector("b, img")).toBeNull();
    fireEvent.click(copy);
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(block.textContent), WAIT);
    await toastWith("Copied to the clipboard");
    expect(screen.getByLabelText("Success response (201)", { selector: "pre" }).textContent).toContain('"status": 201');
    expect(screen.getByLabelText("Error response (422)", { selector: "pre" }).textContent).toContain("error_message");
  });

  it("masks the caller's key, shows it on demand and copies it whole", { timeout: SLOW }, async () => {
    const writeText = clipboard();
    await openPage();
    const key = apiKeyOf("robot");
    const masked = await screen.findByText(maskKey(key), {}, WAIT);
    expect(masked.textContent?.endsWith(key.slice(-4))).toBe(true);
    expect(screen.queryByText(key)).toBeNull();
    const show = screen.getByRole("button", { name: "Show the API key" });
    expect(show).toHaveAttribute("aria-pressed", "false");
    fireEvent.click(show);
    expect(screen.getByText(key)).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Copy key" }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(key), WAIT);
  });

  it("says when the docs cannot be read", { timeout: SLOW }, async () => {
    server.use(http.get(apiPath("/bot-api/docs"), () => fail(400, "no")));
    await signInAs("owner");
    await renderApp("/bot-api");
    await screen.findByText("The API documentation could not be loaded.", {}, WAIT);
  });

  it("is ADMIN_BOT's and OWNER's: an ADMIN and a USER get the access-denied page", { timeout: SLOW }, async () => {
    for (const login of ["admin", "operator"]) {
      await signInAs(login);
      const view = await renderApp("/bot-api");
      await within(view.container).findByText("Access denied", {}, WAIT);
      view.unmount();
    }
  });
});
