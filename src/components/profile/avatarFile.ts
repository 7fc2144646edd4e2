import { AVATAR_EXTENSIONS } from "@/config";

/** The allowed extensions as people read them, e.g. ".gif, .jpg, .jpeg, .png". */
export const AVATAR_FORMATS_TEXT = AVATAR_EXTENSIONS.join(", ");

/** For the file chooser's `accept`: a hint only, since a drop or "all files" bypasses it. */
export const AVATAR_ACCEPT = AVATAR_EXTENSIONS.join(",");

/**
 * Judged by the name's extension, as the server does (spec §5). Case is ignored because
 * cameras and phones commonly write "IMG_001.JPG".
 */
export const isAllowedAvatar = (fileName: string): boolean => {
  const dot = fileName.lastIndexOf(".");
  if (dot <= 0) return false;
  const extension = fileName.slice(dot).toLowerCase();
  return (AVATAR_EXTENSIONS as readonly string[]).includes(extension);
};
