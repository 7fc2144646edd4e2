import { describe, expect, it } from "vitest";
import { minLength, required, sameAs } from "@/lib/fieldChecks";
import {
  changeField,
  initialModel,
  invalidFields,
  markErrors,
  submitModel,
  type AuthFormConfig,
} from "@/pages/auth/authFormModel";

type Values = { login: string; password: string; password2: string; remember: boolean };
const EMPTY: Values = { login: "", password: "", password2: "", remember: true };
const config: AuthFormConfig<Values> = {
  checks: {
    login: [required("login empty"), minLength(4, "login short")],
    password: [required("password empty")],
    password2: [required("repeat empty"), sameAs("password", "differ")],
  },
  dependencies: { password2: ["password"] },
};
const type = <K extends keyof Values>(model: ReturnType<typeof initialModel<Values>>, name: K, value: Values[K]) =>
  changeField(model, config, name, value);

describe("auth form model (FORM-1: validate on submit, then on change)", () => {
  it("checks nothing while the user types before the first submit", () => {
    const model = type(type(initialModel(EMPTY), "login", "ab"), "password", "");
    expect(model.errors).toEqual({});
    expect(model.submitted).toBe(false);
    expect(model.values).toEqual({ ...EMPTY, login: "ab" });
  });

  it("a submit checks every field, each field's checks in order, first failure wins", () => {
    const model = submitModel(type(initialModel(EMPTY), "login", "ab"), config);
    expect(model.submitted).toBe(true);
    expect(model.errors).toEqual({ login: "login short", password: "password empty", password2: "repeat empty" });
    expect(invalidFields(model)).toEqual(["login", "password", "password2"]);
  });

  it("a valid submit leaves no errors (fields without checks are not checked)", () => {
    let model = initialModel({ ...EMPTY, remember: false });
    model = type(type(type(model, "login", "abcd"), "password", "pw"), "password2", "pw");
    model = submitModel(model, config);
    expect(model.errors).toEqual({});
    expect(invalidFields(model)).toEqual([]);
  });

  it("after the first submit a changed field is checked again at once, and only that field", () => {
    let model = submitModel(initialModel(EMPTY), config);
    model = type(model, "login", "abc");
    expect(model.errors.login).toBe("login short");
    expect(model.errors.password).toBe("password empty");
    model = type(model, "login", "abcd");
    expect(model.errors.login).toBeUndefined();
    expect(invalidFields(model)).toEqual(["password", "password2"]);
  });

  it("re-checks the confirmation when the password changes, once the confirmation was typed in", () => {
    // Not typed yet: a password change says nothing about the confirmation.
    let model = type(initialModel(EMPTY), "password", "secret");
    expect(model.errors).toEqual({});
    // Typed first, then the password changes: the mismatch shows even before a submit.
    model = type(type(model, "password2", "secret"), "password", "secret!");
    expect(model.errors).toEqual({ password2: "differ" });
    // Before a submit, typing in the confirmation itself does not check it (as antd did)…
    model = type(model, "password2", "secret!");
    expect(model.errors).toEqual({ password2: "differ" });
    // …but the next password change does.
    model = type(model, "password", "secret!");
    expect(model.errors).toEqual({});
  });

  it("after a submit the confirmation follows both fields", () => {
    let model = submitModel(type(type(initialModel(EMPTY), "password", "a"), "password2", "a"), config);
    expect(model.errors.password2).toBeUndefined();
    model = type(model, "password", "b");
    expect(model.errors.password2).toBe("differ");
    model = type(model, "password2", "b");
    expect(model.errors.password2).toBeUndefined();
  });

  it("server errors mark their fields until the field is changed after a submit", () => {
    let model = submitModel(
      type(type(type(initialModel(EMPTY), "login", "taken"), "password", "p"), "password2", "p"),
      config,
    );
    model = markErrors(model, [{ name: "login", errors: ["login exists", "ignored second"] }]);
    expect(model.errors).toEqual({ login: "login exists" });
    model = type(model, "password", "q");
    expect(model.errors.login).toBe("login exists");
    model = type(model, "login", "other");
    expect(model.errors.login).toBeUndefined();
  });
});
