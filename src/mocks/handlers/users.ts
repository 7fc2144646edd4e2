import { http } from "msw";
import { AVATAR_EXTENSIONS } from "@/config";
import { toUserWire, users } from "../db";
import { checkUploadedAvatar } from "../db/avatar";
import { requireUser, userAnswer } from "../session";
import { guarded } from "../guarded";
import { apiPath, invalid, ok } from "../wire";

/** Keeps stored avatars well inside the browser's localStorage quota. */
const MIME_BY_EXTENSION: Record<(typeof AVATAR_EXTENSIONS)[number], string> = {
  ".gif": "image/gif",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
};
const ALLOWED_MIME = new Set(Object.values(MIME_BY_EXTENSION));

interface UploadedFile {
  name: string;
  type: string;
  size: number;
  arrayBuffer(): Promise<ArrayBuffer>;
}

// Duck-typed: the multipart parser's File class may not be this realm's File (jsdom).
const isUploadedFile = (value: unknown): value is UploadedFile =>
  typeof value === "object" && value !== null && "arrayBuffer" in value && "name" in value && "type" in value;

const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(dot).toLowerCase() : "";
};

/** By extension; jsdom sends "blob", so the declared MIME type decides there. */
const avatarMime = (file: UploadedFile): string | null => {
  const ext = extensionOf(file.name);
  if (ext) return ext in MIME_BY_EXTENSION ? MIME_BY_EXTENSION[ext as keyof typeof MIME_BY_EXTENSION] : null;
  return ALLOWED_MIME.has(file.type) ? file.type : null;
};

const toBase64 = (bytes: Uint8Array): string => {
  let binary = "";
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  return btoa(binary);
};

const AVATAR_TYPES_MESSAGE = `Avatar must be one of ${AVATAR_EXTENSIONS.join(", ")}`;

export const userHandlers = [
  http.get(apiPath("/users/current"), (info) => {
    const user = requireUser(info, { allowInactive: true });
    if (user instanceof Response) return user;
    return userAnswer(user, toUserWire(user));
  }),

  guarded("post", "/users/update/avatar", "user", async (info, user) => {
    let file: FormDataEntryValue | null = null;
    try {
      file = (await info.request.formData()).get("avatar");
    } catch {
      // Not multipart at all: answered like a missing file below.
    }
    if (!isUploadedFile(file)) return invalid({ avatar: "An image file is required in the field avatar" });
    const mime = avatarMime(file);
    if (!mime) return invalid({ avatar: AVATAR_TYPES_MESSAGE });
    const bytes = new Uint8Array(await file.arrayBuffer());
    const content = checkUploadedAvatar(bytes);
    if ("error" in content) return invalid({ avatar: content.error });

    const dataUrl = `data:${content.mime};base64,${toBase64(bytes)}`;
    const updated = users.update(user.uuid, { image_src: dataUrl }) ?? user;
    return ok(toUserWire(updated));
  }),
];
