/** Reversible, deterministic stand-in for the API's encryption, so tests can compute a decrypt. Not a real cipher. */
const KEY = "promo-fleet";
// No colon: export and import files separate fields with colons.
const PREFIX = "enc-";

const xor = (bytes: Uint8Array): Uint8Array => bytes.map((b, i) => b ^ KEY.charCodeAt(i % KEY.length));

const toBinary = (bytes: Uint8Array): string => Array.from(bytes, (b) => String.fromCharCode(b)).join("");
const fromBinary = (binary: string): Uint8Array => Uint8Array.from(binary, (c) => c.charCodeAt(0));

/** Scrambles UTF-8 bytes, so Cyrillic and emoji work (btoa alone throws past Latin-1); ASCII values are unchanged. */
export const encryptSecret = (clear: string): string => PREFIX + btoa(toBinary(xor(new TextEncoder().encode(clear))));

export const decryptSecret = (encrypted: string): string | null => {
  if (!encrypted.startsWith(PREFIX)) return null;
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(xor(fromBinary(atob(encrypted.slice(PREFIX.length)))));
  } catch {
    return null;
  }
};
