import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { AppRoot } from "@/App";
import { initI18n } from "@/providers/i18n";
import { useAuthStore } from "@/state/auth";
import { RouterError } from "@/pages/errors/RouterError";
import { DEMO_USERS } from "@/mocks/db";
import { authEndpoints } from "@/api/endpoints/auth";
import type { User } from "@/api/types";

/** Renders the whole console (providers, router, guards) at a path, against the msw mock. */
export async function renderApp(path: string) {
  await initI18n("en");
  const router = createMemoryRouter([{ path: "*", element: <AppRoot />, errorElement: <RouterError /> }], {
    initialEntries: [path],
  });
  const view = render(<RouterProvider router={router} />);
  return { router, ...view };
}

/** Signs a demo user in through the real endpoint, as the sign-in screen would. */
export async function signInAs(login: string): Promise<User> {
  if (!DEMO_USERS.some((u) => u.login === login)) throw new Error(`no demo user ${login}`);
  const { user, apiKey } = await authEndpoints.login({ login, password: "demo-pass", remember_me: true });
  useAuthStore.setState({ user, apiKey, tokenChecked: true });
  return user;
}
