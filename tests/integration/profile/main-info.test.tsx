import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import { useProfileDialog } from "@/components/layout/profileDialogStore";
import { faults } from "@/mocks/faults";
import { server } from "@/mocks/node";
import { SLOW_UI, en, openProfile, resetProfileTest, signIn } from "./harness";

afterEach(resetProfileTest);

describe("profile dialog: main info", SLOW_UI, () => {
  it("shows the signed-in user with status and roles", async () => {
    await signIn();
    const dialog = await openProfile();
    expect(await within(dialog).findByText("Nowak")).toBeInTheDocument();
    expect(within(dialog).getByText("Marek")).toBeInTheDocument();
    expect(within(dialog).getByText("Marek Nowak")).toBeInTheDocument();
    expect(within(dialog).getAllByText("admin").length).toBeGreaterThan(0);
    expect(within(dialog).getByText(en("profile.statuses.ACTIVE"))).toHaveClass("ant-tag");
    expect(within(dialog).getByText(en("def.roles.ADMIN"))).toHaveClass("ant-tag");
  });

  it("shows the unavailable text for a missing field", async () => {
    await signIn();
    server.use(
      http.get("*/api/users/current", () =>
        HttpResponse.json({
          data: {
            uuid: "u-x",
            username: "ghost",
            login: "ghost-login",
            email: "",
            name: "Gray",
            surname: "",
            status: "ACTIVE",
            roles: ["USER"],
            image_src: null,
          },
        }),
      ),
    );
    const dialog = await openProfile();
    expect(await within(dialog).findByText("ghost-login")).toBeInTheDocument();
    expect(within(dialog).getAllByText(en("profile.unavailable"))).toHaveLength(2);
  });

  it("toasts and closes when the user cannot be loaded", async () => {
    await signIn();
    // 404 is final for the request layer: a 500 would be retried and then succeed.
    faults.failNext(1, { status: 404, path: "/api/users/current" });
    await openProfile();
    expect(await screen.findByText(en("profile.error_loading_user"))).toBeInTheDocument();
    await waitFor(() => expect(useProfileDialog.getState().isOpen).toBe(false));
  });
});
