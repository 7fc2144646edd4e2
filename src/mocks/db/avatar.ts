import { AVATAR_EXTENSIONS } from "@/config";
import { AVATAR_MAX_MB, IMAGE_MIME, avatarContentProblem, sniffImageKind } from "@/components/profile/avatarFile";
import { hashString } from "./random";

const PALETTE = ["#1677ff", "#13c2c2", "#52c41a", "#fa8c16", "#eb2f96", "#722ed1", "#2f54eb", "#fa541c"] as const;

const escapeXml = (text: string): string => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Initials as an inline SVG, so seeded users have pictures offline. */
export const initialsAvatar = (name: string, surname: string): string => {
  const initials = escapeXml(`${name.charAt(0)}${surname.charAt(0)}`.toUpperCase());
  const color = PALETTE[hashString(`${name} ${surname}`) % PALETTE.length];
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
    `<circle cx="32" cy="32" r="32" fill="${color}"/>` +
    `<text x="32" y="32" dy=".35em" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" ` +
    `font-size="26" font-weight="600" fill="#ffffff">${initials}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
};

/** The server's own check of the avatar's bytes; the stored MIME type comes from the content, not the client. */
export const checkUploadedAvatar = (bytes: Uint8Array): { error: string } | { mime: string } => {
  const problem = avatarContentProblem(bytes);
  if (!problem) return { mime: IMAGE_MIME[sniffImageKind(bytes) ?? "png"] };
  const formats = AVATAR_EXTENSIONS.join(", ");
  switch (problem.kind) {
    case "invalid_type":
      return { error: `Avatar must be one of ${formats}` };
    case "empty":
      return { error: "Avatar file is empty" };
    case "too_large":
      return { error: `Avatar must not exceed ${AVATAR_MAX_MB} MB` };
    case "invalid_content":
      return { error: `Avatar content is not a ${formats} image` };
  }
};
