import { describe, expect, it } from "vitest";
import {
  AVATAR_MAX_BYTES,
  AVATAR_MAX_MB,
  avatarContentProblem,
  avatarProblem,
  hasImageStructure,
  megabytes,
  sniffImageKind,
} from "@/components/profile/avatarFile";
import { checkAvatarFile } from "@/components/profile/avatarCheck";
import { checkUploadedAvatar } from "@/mocks/db/avatar";
import { EXE_HEAD, GIF_1X1, HTML_TEXT, JPEG_FRAME, PNG_1X1, SVG_TEXT } from "../../support/images";

// The content decides, not the name (OWASP file-upload rules).
describe("avatar byte checks", () => {
  it("recognises GIF, JPEG and PNG by their magic bytes", () => {
    expect(sniffImageKind(PNG_1X1)).toBe("png");
    expect(sniffImageKind(GIF_1X1)).toBe("gif");
    expect(sniffImageKind(new TextEncoder().encode("GIF87a"))).toBe("gif");
    expect(sniffImageKind(JPEG_FRAME)).toBe("jpeg");
    for (const other of [SVG_TEXT, HTML_TEXT, EXE_HEAD, new Uint8Array([0x89, 0x50, 0x4e]), new Uint8Array()]) {
      expect(sniffImageKind(other)).toBeNull();
    }
  });

  it("requires the structure of a decodable file beyond the signature", () => {
    expect(hasImageStructure(PNG_1X1, "png")).toBe(true);
    expect(hasImageStructure(GIF_1X1, "gif")).toBe(true);
    expect(hasImageStructure(JPEG_FRAME, "jpeg")).toBe(true);
    // A signature alone, or a truncated file, is not an image.
    expect(hasImageStructure(PNG_1X1.slice(0, 8), "png")).toBe(false);
    expect(hasImageStructure(GIF_1X1.slice(0, -1), "gif")).toBe(false);
    expect(hasImageStructure(JPEG_FRAME.slice(0, -2), "jpeg")).toBe(false);
  });

  it("refuses renamed SVG, HTML and EXE content, empty and oversized files, and wrong extensions", () => {
    expect(avatarProblem("me.png", SVG_TEXT)).toEqual({ kind: "invalid_content" });
    expect(avatarProblem("me.jpg", HTML_TEXT)).toEqual({ kind: "invalid_content" });
    expect(avatarProblem("me.gif", EXE_HEAD)).toEqual({ kind: "invalid_content" });
    expect(avatarProblem("me.png", new Uint8Array())).toEqual({ kind: "empty" });
    const big = new Uint8Array(AVATAR_MAX_BYTES + 1);
    big.set(PNG_1X1);
    expect(avatarProblem("me.png", big)).toEqual({ kind: "too_large", size: AVATAR_MAX_BYTES + 1 });
    expect(avatarProblem("me.svg", PNG_1X1)).toEqual({ kind: "invalid_type" });
    expect(avatarProblem("me.png", PNG_1X1)).toBeNull();
    expect(avatarProblem("ME.GIF", GIF_1X1)).toBeNull();
    expect(avatarContentProblem(JPEG_FRAME)).toBeNull();
  });

  it("caps an avatar at 1 MB and prints sizes in MB with one decimal", () => {
    expect(AVATAR_MAX_BYTES).toBe(1024 * 1024);
    expect(AVATAR_MAX_MB).toBe(1);
    expect(megabytes(2 * 1024 * 1024)).toBe("2.0");
  });

  it("checks a picked file by size before reading it, then by content and decoding", async () => {
    const file = (bytes: Uint8Array, name: string): File => new File([bytes as BlobPart], name);
    const decodes = () => Promise.resolve(true);
    expect(await checkAvatarFile(file(PNG_1X1, "me.png"), decodes)).toBeNull();
    expect(await checkAvatarFile(file(new Uint8Array(), "me.png"), decodes)).toEqual({ kind: "empty" });
    expect(await checkAvatarFile(file(SVG_TEXT, "me.png"), decodes)).toEqual({ kind: "invalid_content" });
    expect(await checkAvatarFile(file(PNG_1X1, "me.png"), () => Promise.resolve(false))).toEqual({
      kind: "invalid_content",
    });
    const huge = { name: "me.png", size: AVATAR_MAX_BYTES + 1, arrayBuffer: () => Promise.reject(new Error("read")) };
    expect(await checkAvatarFile(huge as unknown as File, decodes)).toEqual({
      kind: "too_large",
      size: AVATAR_MAX_BYTES + 1,
    });
  });

  it("the mock refuses the same content with the reason, and stores the MIME type of the content", () => {
    expect(checkUploadedAvatar(PNG_1X1)).toEqual({ mime: "image/png" });
    expect(checkUploadedAvatar(GIF_1X1)).toEqual({ mime: "image/gif" });
    expect(checkUploadedAvatar(SVG_TEXT)).toEqual({ error: "Avatar content is not a .gif, .jpg, .jpeg, .png image" });
    expect(checkUploadedAvatar(new Uint8Array())).toEqual({ error: "Avatar file is empty" });
    expect(checkUploadedAvatar(new Uint8Array(AVATAR_MAX_BYTES + 1))).toEqual({
      error: "Avatar must not exceed 1 MB",
    });
  });
});
