import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { AVATAR_EXTENSIONS } from "@/config";
import { faults } from "@/mocks/faults";
import { useAuthStore } from "@/state/auth";
import { SLOW_UI, en, openProfile, recordRequests, resetProfileTest, setupUser, signIn } from "./harness";

afterEach(resetProfileTest);

const FORMATS = AVATAR_EXTENSIONS.join(", ");
const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const avatarInput = async (dialog: HTMLElement): Promise<HTMLInputElement> => {
  await within(dialog).findByText("Nowak");
  return within(dialog).getByLabelText<HTMLInputElement>(en("profile.avatar_input_label"));
};

const uploads = (seen: string[]): string[] => seen.filter((r) => r.endsWith("/users/update/avatar"));

describe("profile dialog: avatar", SLOW_UI, () => {
  it.each(["me.png", "ME.PNG"])("accepts %s and updates the signed-in user at once", async (name) => {
    const user = setupUser();
    await signIn();
    const dialog = await openProfile();
    const input = await avatarInput(dialog);
    expect(input).toHaveAttribute("accept", AVATAR_EXTENSIONS.join(","));

    await user.upload(input, new File([PNG_BYTES], name, { type: "image/png" }));

    expect(await screen.findByText(en("profile.avatar_updated"))).toBeInTheDocument();
    expect(useAuthStore.getState().user?.imageSrc).toMatch(/^data:image\/png;base64,/);
    expect(screen.getByTestId("header-avatar").textContent).toMatch(/^data:image\/png;base64,/);
    await waitFor(() =>
      expect(within(dialog).getByAltText(en("profile.avatar_alt"))).toHaveAttribute(
        "src",
        useAuthStore.getState().user?.imageSrc,
      ),
    );
  });

  it.each([
    ["photo.bmp", "image/bmp"],
    ["logo.svg", "image/svg+xml"],
    ["notes.txt", "text/plain"],
  ])("refuses %s with a message and sends nothing", async (name, type) => {
    const user = setupUser();
    await signIn();
    const dialog = await openProfile();
    const input = await avatarInput(dialog);
    const before = useAuthStore.getState().user?.imageSrc;
    const seen = recordRequests();

    await user.upload(input, new File(["x"], name, { type }));

    expect(await screen.findByText(en("profile.avatar_invalid_type", { formats: FORMATS }))).toBeInTheDocument();
    expect(uploads(seen)).toEqual([]);
    expect(useAuthStore.getState().user?.imageSrc).toBe(before);
  });

  it("keeps the old avatar when the server refuses the upload", async () => {
    const user = setupUser();
    await signIn();
    const before = useAuthStore.getState().user;
    const dialog = await openProfile();
    const input = await avatarInput(dialog);
    const shown = within(dialog).getByAltText(en("profile.avatar_alt")).getAttribute("src");
    faults.failNext(1, { status: 500, path: "/users/update/avatar" });

    await user.upload(input, new File([PNG_BYTES], "me.png", { type: "image/png" }));

    expect(await screen.findByText(en("profile.error_updating_avatar"))).toBeInTheDocument();
    expect(useAuthStore.getState().user).toBe(before);
    expect(screen.getByTestId("header-avatar").textContent).toBe(before?.imageSrc ?? "none");
    expect(within(dialog).getByAltText(en("profile.avatar_alt"))).toHaveAttribute("src", shown);
  });
});
