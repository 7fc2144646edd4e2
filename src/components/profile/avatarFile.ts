import { AVATAR_EXTENSIONS } from "@/config";

export const AVATAR_FORMATS_TEXT = AVATAR_EXTENSIONS.join(", ");

/** For the file chooser's `accept`: a hint only, since a drop or "all files" bypasses it. */
export const AVATAR_ACCEPT = AVATAR_EXTENSIONS.join(",");

/** By extension, as the server judges; case is ignored ("IMG_001.JPG"). */
export const isAllowedAvatar = (fileName: string): boolean => {
  const dot = fileName.lastIndexOf(".");
  if (dot <= 0) return false;
  const extension = fileName.slice(dot).toLowerCase();
  return (AVATAR_EXTENSIONS as readonly string[]).includes(extension);
};

/** Largest avatar accepted (the mock stores it in localStorage; OWASP: always cap upload size). */
export const AVATAR_MAX_BYTES = 1024 * 1024;
export const AVATAR_MAX_MB = AVATAR_MAX_BYTES / (1024 * 1024);

type ImageKind = "gif" | "jpeg" | "png";
export const IMAGE_MIME: Record<ImageKind, string> = { gif: "image/gif", jpeg: "image/jpeg", png: "image/png" };

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0): boolean =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;
const PNG_IHDR = [0x49, 0x48, 0x44, 0x52] as const;
const GIF87A = [0x47, 0x49, 0x46, 0x38, 0x37, 0x61] as const;
const GIF89A = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61] as const;
const JPEG_SOI = [0xff, 0xd8, 0xff] as const;

const u32be = (b: Uint8Array, at: number): number =>
  ((b[at] << 24) | (b[at + 1] << 16) | (b[at + 2] << 8) | b[at + 3]) >>> 0;
const u16le = (b: Uint8Array, at: number): number => b[at] | (b[at + 1] << 8);

/** The format the magic bytes declare: the name and MIME type come from the sender and prove nothing. */
export const sniffImageKind = (bytes: Uint8Array): ImageKind | null => {
  if (startsWith(bytes, PNG_SIGNATURE)) return "png";
  if (startsWith(bytes, GIF87A) || startsWith(bytes, GIF89A)) return "gif";
  if (startsWith(bytes, JPEG_SOI)) return "jpeg";
  return null;
};

/** The bits every decodable file of the format has, so a renamed script or a truncated upload fails. */
export const hasImageStructure = (bytes: Uint8Array, kind: ImageKind): boolean => {
  switch (kind) {
    case "png":
      return bytes.length >= 33 && startsWith(bytes, PNG_IHDR, 12) && u32be(bytes, 16) > 0 && u32be(bytes, 20) > 0;
    case "gif":
      return bytes.length >= 14 && u16le(bytes, 6) > 0 && u16le(bytes, 8) > 0 && bytes[bytes.length - 1] === 0x3b;
    case "jpeg":
      return bytes.length >= 4 && bytes[bytes.length - 2] === 0xff && bytes[bytes.length - 1] === 0xd9;
  }
};

export type AvatarProblem =
  { kind: "invalid_type" } | { kind: "empty" } | { kind: "too_large"; size: number } | { kind: "invalid_content" };

export const avatarContentProblem = (bytes: Uint8Array): AvatarProblem | null => {
  if (bytes.length === 0) return { kind: "empty" };
  if (bytes.length > AVATAR_MAX_BYTES) return { kind: "too_large", size: bytes.length };
  const kind = sniffImageKind(bytes);
  if (!kind || !hasImageStructure(bytes, kind)) return { kind: "invalid_content" };
  return null;
};

export const avatarProblem = (name: string, bytes: Uint8Array): AvatarProblem | null =>
  isAllowedAvatar(name) ? avatarContentProblem(bytes) : { kind: "invalid_type" };

export const megabytes = (bytes: number): string => (bytes / (1024 * 1024)).toFixed(1);
