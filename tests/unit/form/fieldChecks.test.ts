import { describe, expect, it } from "vitest";
import { email, firstFailure, isRequired, minLength, required, sameAs } from "@/lib/fieldChecks";
import { toFormRuleMap, toFormRules } from "@/components/form/toFormRules";

type Values = { password: string; password2: string };
const values: Values = { password: "secret-1", password2: "" };

describe("field checks (the rules antd's async-validator applied, as plain functions)", () => {
  it("required: empty, undefined and null fail; spaces fail only with whitespace", () => {
    const plain = required<Values>("empty");
    const trimmed = required<Values>("blank", { whitespace: true });
    for (const value of ["", undefined, null]) {
      expect(plain(value, values)).toBe("empty");
      expect(trimmed(value, values)).toBe("blank");
    }
    expect(plain("   ", values)).toBeUndefined();
    expect(trimmed("   ", values)).toBe("blank");
    expect(trimmed(" a ", values)).toBeUndefined();
    expect(plain.required).toBe(true);
  });

  it("minLength counts characters (an emoji is one) and leaves an empty value to required", () => {
    const atLeast4 = minLength<Values>(4, "short");
    expect(atLeast4("abc", values)).toBe("short");
    expect(atLeast4("abcd", values)).toBeUndefined();
    expect(atLeast4("ab😀", values)).toBe("short");
    expect(atLeast4("ab😀😀", values)).toBeUndefined();
    expect(atLeast4("", values)).toBeUndefined();
    expect(atLeast4(undefined, values)).toBeUndefined();
    expect(atLeast4.required).toBeUndefined();
  });

  it("email: async-validator's pattern and 320-character limit; empty is left to required", () => {
    const valid = email<Values>("invalid");
    for (const ok of ["anna@example.test", "a.b+c@sub.example.org", '"odd name"@example.com', "x@[192.168.0.1]"])
      expect(valid(ok, values), ok).toBeUndefined();
    for (const bad of ["nobody", "a@b", "a@b.c", "a b@example.com", "a@example.com ", "@example.com"])
      expect(valid(bad, values), bad).toBe("invalid");
    expect(valid(`${"a".repeat(308)}@example.com`, values)).toBeUndefined();
    expect(valid(`${"a".repeat(309)}@example.com`, values)).toBe("invalid");
    expect(valid("", values)).toBeUndefined();
  });

  it("sameAs compares with the other field's current value; an empty value is left to required", () => {
    const repeat = sameAs<Values>("password", "differ");
    expect(repeat("secret-1", values)).toBeUndefined();
    expect(repeat("secret-2", values)).toBe("differ");
    expect(repeat("", values)).toBeUndefined();
  });

  it("firstFailure runs the checks in order and stops at the first message", () => {
    const checks = [required<Values>("empty"), minLength<Values>(4, "short")];
    expect(firstFailure(checks, "", values)).toBe("empty");
    expect(firstFailure(checks, "abc", values)).toBe("short");
    expect(firstFailure(checks, "abcd", values)).toBeUndefined();
    expect(firstFailure(undefined, "", values)).toBeUndefined();
    expect(isRequired(checks)).toBe(true);
    expect(isRequired([minLength<Values>(4, "short")])).toBe(false);
  });
});

describe("toFormRules (the same checks on an antd Form)", () => {
  const run = async (checks: Parameters<typeof toFormRules<Values>>[0], value: unknown, all: Values) => {
    const [rule] = toFormRules(checks);
    if (typeof rule !== "function") throw new Error("expected a rule that reads the form");
    const entity = rule({ getFieldsValue: () => all } as never);
    return { required: entity.required, outcome: entity.validator?.({} as never, value, () => undefined) };
  };

  it("is one rule, required when a check is, rejecting with the first failing message", async () => {
    const checks = [required<Values>("empty"), minLength<Values>(4, "short")];
    const empty = await run(checks, "", values);
    expect(empty.required).toBe(true);
    await expect(empty.outcome).rejects.toThrow("empty");
    await expect((await run(checks, "abc", values)).outcome).rejects.toThrow("short");
    await expect((await run(checks, "abcd", values)).outcome).resolves.toBeUndefined();
    expect((await run([minLength<Values>(4, "short")], "", values)).required).toBe(false);
  });

  it("gives a check the other fields' values (the confirmation reads the password)", async () => {
    const checks = [sameAs<Values>("password", "differ")];
    await expect((await run(checks, "secret-1", values)).outcome).resolves.toBeUndefined();
    await expect((await run(checks, "secret-1", { ...values, password: "other" })).outcome).rejects.toThrow("differ");
  });

  it("maps every field of a form", () => {
    const rules = toFormRuleMap<Values, keyof Values>({ password: [required("a")], password2: [required("b")] });
    expect(Object.keys(rules)).toEqual(["password", "password2"]);
    expect(rules.password).toHaveLength(1);
  });
});
