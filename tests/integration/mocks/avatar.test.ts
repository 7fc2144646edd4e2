import { PNG_1X1 } from "../../support/images";
import type { UserWire } from "@/api/types";
import { findUserByLogin } from "@/mocks/db";
import { signIn, useMockServer } from "./helpers";

useMockServer();

// A real 1x1 image: the mock checks the content, not only the name (OWASP file upload).
const PNG_BYTES = PNG_1X1;

const upload = (body: BodyInit, headers: Record<string, string> = {}) =>
  fetch("/api/users/update/avatar", { method: "POST", credentials: "include", body, headers });

/** A hand-built multipart body: jsdom's FormData loses file names ("blob") on the way. */
const namedFile = (filename: string, type: string, bytes: Uint8Array) => {
  const boundary = "----mock-test-boundary";
  const encoder = new TextEncoder();
  const head = encoder.encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = encoder.encode(`\r\n--${boundary}--\r\n`);
  const body = new Uint8Array(head.length + bytes.length + tail.length);
  body.set(head, 0);
  body.set(bytes, head.length);
  body.set(tail, head.length + bytes.length);
  return { body, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
};

describe("POST /users/update/avatar", () => {
  it("stores an accepted image as a data URL and returns the user", async () => {
    await signIn("operator");
    const form = new FormData();
    form.append("avatar", new File([PNG_BYTES], "me.png", { type: "image/png" }));
    const response = await upload(form);
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: UserWire };
    expect(data.image_src).toBe(`data:image/png;base64,${btoa(String.fromCharCode(...PNG_BYTES))}`);
    expect(findUserByLogin("operator")?.image_src).toBe(data.image_src);
  });

  it.each(["photo.gif", "photo.jpg", "photo.JPEG", "photo.png"])("accepts %s", async (name) => {
    await signIn("operator");
    const { body, headers } = namedFile(name, "application/octet-stream", PNG_BYTES);
    expect((await upload(body, headers)).status).toBe(200);
  });

  it.each(["photo.bmp", "photo.svg", "notes.txt", "photo.png.exe"])("refuses %s with 422", async (name) => {
    await signIn("operator");
    const { body, headers } = namedFile(name, "image/png", PNG_BYTES);
    const response = await upload(body, headers);
    expect(response.status).toBe(422);
    expect(((await response.json()) as { errors: Record<string, string> }).errors).toHaveProperty("avatar");
  });

  it("refuses a nameless non-image and a missing file", async () => {
    await signIn("operator");
    const form = new FormData();
    form.append("avatar", new File(["hello"], "notes.txt", { type: "text/plain" }));
    expect((await upload(form)).status).toBe(422);
    expect((await upload(new FormData())).status).toBe(422);
  });

  it("needs an active session", async () => {
    const form = new FormData();
    form.append("avatar", new File([PNG_BYTES], "me.png", { type: "image/png" }));
    expect((await upload(form)).status).toBe(401);
    await signIn("banned");
    const banned = await upload(form);
    expect(banned.status).toBe(403);
    expect(await banned.json()).toMatchObject({ status: "banned" });
  });
});
