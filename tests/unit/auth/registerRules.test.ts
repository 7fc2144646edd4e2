import { describe, expect, it } from "vitest";
import { firstFailure, isRequired } from "@/lib/fieldChecks";
import { registerRules, type RegisterValues } from "@/lib/registerRules";
import { VALID_SIGN_UP as VALID } from "../../support/fixtures";

// The key stands for its translation: the messages are the translation keys the forms used before.
const rules = registerRules((key) => key);
const message = (field: keyof RegisterValues, value: string, values: Partial<RegisterValues> = {}) =>
  firstFailure(rules[field], value, { ...VALID, ...values, [field]: value });

describe("sign-up rules (shared by the sign-up tab and /users/create)", () => {
  it("every field is required, each with its own message", () => {
    expect(message("login", "")).toBe("auth.errors.login_is_empty");
    expect(message("email", "")).toBe("auth.errors.email_is_require");
    expect(message("name", "")).toBe("auth.errors.name_is_require");
    expect(message("surname", "")).toBe("auth.errors.surname_is_require");
    expect(message("password", "")).toBe("auth.errors.password_is_empty");
    expect(message("password2", "")).toBe("auth.errors.password2_is_require");
    for (const field of Object.keys(VALID) as (keyof RegisterValues)[]) expect(isRequired(rules[field])).toBe(true);
  });

  it("login at least 4, password at least 8, a valid email, a non-blank name and surname", () => {
    expect(message("login", "abc")).toBe("auth.errors.login_is_short");
    expect(message("login", "abcd")).toBeUndefined();
    expect(message("password", "1234567", { password2: "1234567" })).toBe("auth.errors.password_is_short");
    expect(message("password", "12345678")).toBeUndefined();
    expect(message("email", "not-an-email")).toBe("auth.errors.email_is_invalid");
    expect(message("name", "   ")).toBe("auth.errors.name_is_require");
    expect(message("surname", "\t")).toBe("auth.errors.surname_is_require");
    // Only the name and surname are trimmed: a login of four spaces is four characters, as before.
    expect(message("login", "    ")).toBeUndefined();
  });

  it("the confirmation must equal the password", () => {
    expect(message("password2", "long-enougH")).toBe("auth.errors.passwords_not_match");
    expect(message("password2", "long-enough")).toBeUndefined();
  });

  it("a valid form passes every rule", () => {
    for (const field of Object.keys(VALID) as (keyof RegisterValues)[])
      expect(firstFailure(rules[field], VALID[field], VALID)).toBeUndefined();
  });
});
