import { AVATAR_MAX_BYTES, avatarProblem, isAllowedAvatar, type AvatarProblem } from "./avatarFile";

/** Whether the browser decodes it; without createImageBitmap (jsdom) the structural checks stand alone. */
const decodesAsImage = async (file: Blob): Promise<boolean> => {
  if (typeof createImageBitmap !== "function") return true;
  try {
    const bitmap = await createImageBitmap(file);
    const decoded = bitmap.width > 0 && bitmap.height > 0;
    bitmap.close();
    return decoded;
  } catch {
    return false;
  }
};

const readBytes = (file: Blob): Promise<Uint8Array> => {
  if (typeof file.arrayBuffer === "function") return file.arrayBuffer().then((buffer) => new Uint8Array(buffer));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error("The file could not be read"));
    reader.readAsArrayBuffer(file);
  });
};

/** OWASP order: extension, size from metadata (an oversized file is never read), bytes, then a decode. */
export const checkAvatarFile = async (
  file: File,
  decode: (file: Blob) => Promise<boolean> = decodesAsImage,
): Promise<AvatarProblem | null> => {
  if (!isAllowedAvatar(file.name)) return { kind: "invalid_type" };
  if (file.size === 0) return { kind: "empty" };
  if (file.size > AVATAR_MAX_BYTES) return { kind: "too_large", size: file.size };
  const problem = avatarProblem(file.name, await readBytes(file));
  if (problem) return problem;
  return (await decode(file)) ? null : { kind: "invalid_content" };
};
