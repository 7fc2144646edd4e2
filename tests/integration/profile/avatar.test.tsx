import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { AVATAR_EXTENSIONS } from "@/config";
import { AVATAR_MAX_BYTES } from "@/components/profile/avatarFile";
import { faults } from "@/mocks/faults";
import { useAuthStore } from "@/state/auth";
import { SLOW_UI, en, openProfile, recordRequests, resetProfileTest, setupUser, signIn } from "./harness";
import { EXE_HEAD, HTML_TEXT, PNG_1X1, SVG_TEXT } from "../../support/images";

afterEach(resetProfileTest);

const FORMATS = AVATAR_EXTENSIONS.join(", ");
// A real 1×1 PNG: a bare signature is no longer an image.
const PNG_BYTES = PNG_1X1;

const avatarInput = async (dialog: HTMLElement): Promise<HTMLInputElement> => {
  await within(dialog).findByText("Nowak");
  return within(dialog).getByLabelText<HTMLInputElement>(en("profile.avatar_input_label"));
};

/** Signs in, opens the profile dialog and returns its avatar file input. */
const openAvatarInput = async () => {
  const user = setupUser();
  await signIn();
  const dialog = await openProfile();
  return { user, dialog, input: await avatarInput(dialog) };
};

const uploads = (seen: string[]): string[] => seen.filter((r) => r.endsWith("/users/update/avatar"));

describe("profile dialog: avatar", SLOW_UI, () => {
  it.each(["me.png", "ME.PNG"])("accepts %s and updates the signed-in user at once", async (name) => {
    const { user, dialog, input } = await openAvatarInput();
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
    const { user, input } = await openAvatarInput();
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

  // Finding 11: the content is checked, not only the name, and every refusal says why.
  it.each([
    ["SVG", SVG_TEXT, "logo.png"],
    ["HTML", HTML_TEXT, "page.jpg"],
    ["EXE", EXE_HEAD, "setup.gif"],
    ["a bare PNG signature", PNG_1X1.slice(0, 8), "cut.png"],
  ])("refuses %s content renamed to an image name and sends nothing", async (_what, bytes, name) => {
    const { user, input } = await openAvatarInput();
    const seen = recordRequests();

    await user.upload(input, new File([bytes as BlobPart], name, { type: "image/png" }));

    expect(await screen.findByText(en("profile.avatar_invalid_content", { formats: FORMATS }))).toBeInTheDocument();
    expect(uploads(seen)).toEqual([]);
  });

  it("refuses an empty file with the reason and the limit", async () => {
    const { user, input } = await openAvatarInput();
    const seen = recordRequests();

    await user.upload(input, new File([], "empty.png", { type: "image/png" }));

    expect(await screen.findByText(en("profile.avatar_empty", { formats: FORMATS, max: "1" }))).toBeInTheDocument();
    expect(uploads(seen)).toEqual([]);
  });

  it("refuses a file over 1 MB with its size and the limit", async () => {
    const { user, input } = await openAvatarInput();
    const seen = recordRequests();
    const big = new Uint8Array(2 * 1024 * 1024);
    big.set(PNG_1X1);

    await user.upload(input, new File([big], "big.png", { type: "image/png" }));

    expect(AVATAR_MAX_BYTES).toBe(1024 * 1024);
    expect(
      await screen.findByText(en("profile.avatar_too_large", { size: "2.0", max: "1" }), undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(uploads(seen)).toEqual([]);
  });
});
