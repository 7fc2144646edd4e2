import { act, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp, signInAs } from "../../support/renderApp";
import { SPEC_ROUTES } from "../../support/specRoutes";
import type { Role } from "@/api/types";
import { authEndpoints } from "@/api/endpoints/auth";
import { useAuthStore } from "@/state/auth";
import { lazyPage } from "@/components/lazyPage";
import { registry } from "@/registry";
import { areaViews } from "@/routing/areaViews";
import { routeTable } from "@/routing/routeTable";
import { matchPath } from "react-router";

/** The route table (ROLE-12 to ROLE-15), walked in the running app for each role's demo user. */
const TABLE = SPEC_ROUTES;
const DEMO = { OWNER: "owner", ADMIN: "admin", ADMIN_BOT: "robot", USER: "operator" } as const;
const DENIED =
  "You don't have permission to access this page. Please contact your administrator if you believe this is an error.";

/**
 * The OWNER, who may enter every route, walks the real pages: each renders its heading in the
 * running app. For the other roles only the guard decides, so they walk stand-in views (a heading
 * naming the resource, no data to load): the same router, guard and shell at a third of the time.
 */
const withStandInViews = async (walk: () => Promise<void>): Promise<void> => {
  const real = { ...areaViews };
  for (const resource of registry) {
    const standIn = lazyPage(async () => ({ default: () => <h1>{`stand-in ${resource.name}`}</h1> }));
    areaViews[resource.name] = { list: standIn, show: standIn, create: standIn, edit: standIn };
  }
  try {
    await walk();
  } finally {
    // An area on the generic views has no entry of its own: its stand-in goes, not stays.
    for (const name of Object.keys(areaViews)) if (!(name in real)) delete areaViews[name];
    Object.assign(areaViews, real);
  }
};

const walkEveryRoute = async (role: Role, login: string, standIns: boolean): Promise<void> => {
  await signInAs(login);
  const { router } = await renderApp("/");
  await screen.findByText(standIns ? "stand-in dashboard" : "Dashboard", { selector: "h1" }, { timeout: 15000 });
  for (const [path, allowed] of Object.entries(TABLE)) {
    await act(() => router.navigate(path));
    const expectAllowed = allowed === undefined || allowed.includes(role);
    const resource = routeTable().find((entry) => matchPath(entry.path, path))?.resource.name;
    // Either the denial or the page's own heading inside the content area (a stand-in names its resource).
    await waitFor(
      () => {
        const heading = document.querySelector(
          ".ant-layout-content h1, .ant-layout-content h2, .ant-layout-content h3, .ant-layout-content h4, .ant-layout-content .ant-result",
        );
        expect(heading).not.toBeNull();
        if (standIns && expectAllowed) expect(heading).toHaveTextContent(`stand-in ${resource}`);
        expect(screen.queryByText(DENIED) !== null, `${role} at ${path}`).toBe(!expectAllowed);
      },
      { timeout: 10000 },
    );
    expect(router.state.location.pathname).toBe(path);
  }
};

describe("route guards in the running app (route × role)", () => {
  for (const [role, login] of Object.entries(DEMO) as [Role, string][]) {
    it(`${role} meets the guard of ROLE-12 to ROLE-17 on every route`, async () => {
      if (role === "OWNER") await walkEveryRoute(role, login, false);
      else await withStandInViews(() => walkEveryRoute(role, login, true));
    }, 120_000);
  }

  it("sends a visitor to /auth after 500 ms and remembers the page", async () => {
    const { router } = await renderApp("/servers/list");
    await waitFor(() => expect(router.state.location.pathname).toBe("/auth/login"), { timeout: 10_000 });
    expect(sessionStorage.getItem("auth-return-to")).toBe("/servers/list");
  });

  // Sign-in rejects NEW and BANNED users with the status marker (SES-11), so nothing is stored,
  // yet their session is alive; a reload or a deep link must follow the marker, not go to sign-in.
  for (const [login, screenPath] of [
    ["newbie", "/new-user"],
    ["banned", "/ban-user"],
  ] as const) {
    it(`a ${login} session with nothing stored goes from a deep link to ${screenPath}`, async () => {
      await authEndpoints.login({ login, password: "demo-pass", remember_me: true }).catch(() => undefined);
      useAuthStore.setState({ user: null, apiKey: null, tokenChecked: false });
      const { router } = await renderApp("/servers/list");
      await waitFor(() => expect(router.state.location.pathname).toBe(screenPath), { timeout: 10_000 });
    });
  }

  it("shows the not-found page with an image for an unknown path", async () => {
    await signInAs("operator");
    await renderApp("/no/such/page");
    // the top bar names the page at once; the page's own message and image follow with its chunk
    await waitFor(() => expect(document.querySelector(".ant-layout-content [role=img]")).not.toBeNull(), {
      timeout: 15000,
    });
    expect(
      within(document.querySelector(".ant-layout-content") as HTMLElement).getByText("Page not found"),
    ).toBeInTheDocument();
  });

  it("sends a signed-in user at /auth to /", async () => {
    await signInAs("operator");
    const { router } = await renderApp("/auth/login");
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
  });

  it("sends any other /auth path to /auth/login", async () => {
    const { router } = await renderApp("/auth/whatever");
    await waitFor(() => expect(router.state.location.pathname).toBe("/auth/login"));
  });
});
