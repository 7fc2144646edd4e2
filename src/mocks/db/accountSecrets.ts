/**
 * The mock's stand-in for the API's password encryption: reversible and deterministic, so a
 * decrypt answers the same clear text every time and tests can compute the expected value. Not
 * a cipher anyone should use for real secrets; the mock holds none.
 */
const KEY = "promo-fleet";
// No colon: export and import files separate fields with colons.
const PREFIX = "enc-";

const xor = (text: string): string =>
  Array.from(text, (c, i) => String.fromCharCode(c.charCodeAt(0) ^ KEY.charCodeAt(i % KEY.length))).join("");

export const encryptSecret = (clear: string): string => PREFIX + btoa(xor(clear));

/** null for a value this mock did not encrypt (the API answers 400 then). */
export const decryptSecret = (encrypted: string): string | null => {
  if (!encrypted.startsWith(PREFIX)) return null;
  try {
    return xor(atob(encrypted.slice(PREFIX.length)));
  } catch {
    return null;
  }
};

export const isEncrypted = (value: string): boolean => decryptSecret(value) !== null;
