import { propertyPathToArray } from "@refinedev/core";
import { unshownFieldErrors } from "@/lib/fieldErrors";
import { describe, expect, it } from "vitest";
import { initialValues, isEmptyValue, shownKeys, toBody } from "@/resources/views/fieldValues";
import { fieldLabelKey, i18nSectionOf, idFieldOf } from "@/resources/views/keys";
import { titleKey } from "@/registry/labels";
import type { FieldSpec, ResourceDeclaration } from "@/registry/types";

const FIELDS: FieldSpec[] = [
  { key: "name", kind: "text", required: true },
  { key: "price", kind: "number", min: 0 },
  { key: "active", kind: "switch", initial: true },
  { key: "kind", kind: "select", initial: "tool", options: [{ value: "tool", label: "x.kinds.tool" }] },
  { key: "notes", kind: "textarea" },
  { key: "secret", kind: "password" },
];

const resource = (extra: Partial<ResourceDeclaration> = {}): ResourceDeclaration => ({
  name: "sms-services",
  routes: { list: "/sms" },
  meta: {},
  table: { columns: [{ key: "name" }, { key: "price" }] },
  form: { fields: FIELDS },
  ...extra,
});

describe("generic form values", () => {
  it("starts a new record from the declared initial values", () => {
    expect(initialValues(FIELDS)).toEqual({
      name: "",
      price: "",
      active: true,
      kind: "tool",
      notes: "",
      secret: "",
    });
  });

  it("starts an edit from the record, numbers as text, never showing the password back", () => {
    const record = { name: "A", price: 12, active: false, kind: "toy", notes: "n", secret: "hash" };
    expect(initialValues(FIELDS, record)).toEqual({
      name: "A",
      price: "12",
      active: false,
      kind: "toy",
      notes: "n",
      secret: "",
    });
  });

  it("sends numbers as numbers (empty as null), flags as booleans and trimmed text", () => {
    const values = { name: "  A  ", price: "75", active: undefined, kind: "toy", notes: " x ", secret: "pw" };
    expect(toBody(FIELDS, values, "create")).toEqual({
      name: "A",
      price: 75,
      active: false,
      kind: "toy",
      notes: "x",
      secret: "pw",
    });
    expect(toBody(FIELDS, { ...values, price: "" }, "create").price).toBeNull();
  });

  it("leaves an empty password out on edit so the current one is kept", () => {
    expect(toBody(FIELDS, { name: "A", price: "1", secret: "" }, "edit")).not.toHaveProperty("secret");
    expect(toBody(FIELDS, { name: "A", price: "1", secret: "new" }, "edit").secret).toBe("new");
  });
});

describe("server field errors", () => {
  it("splits dot paths into antd name paths with numeric list indexes (refine places them so)", () => {
    expect(propertyPathToArray("disks.1.name")).toEqual(["disks", 1, "name"]);
    expect(propertyPathToArray("name")).toEqual(["name"]);
  });

  it("leaves errors of the form's fields to refine and keeps the others for the alert", () => {
    expect(
      unshownFieldErrors({ name: "Taken", "disks.0.name": "Empty", owner: "Unknown owner" }, ["name", "price"]).map(
        (e) => e.message,
      ),
    ).toEqual(["Empty", "Unknown owner"]);
  });
});

describe("generic view keys", () => {
  it("uses the declared translation section, else the name", () => {
    expect(i18nSectionOf(resource())).toBe("sms-services");
    expect(i18nSectionOf(resource({ i18nSection: "sms-service" }))).toBe("sms-service");
    expect(fieldLabelKey(resource({ i18nSection: "sms-service" }), "url")).toBe("sms-service.fields.url");
    expect(titleKey(resource())).toBe("sms-services.title");
  });

  it("titles a page by its declared header first: two lists of one section keep their own titles", () => {
    const mine = resource({ meta: { header: { title: "campaigns.mine.title" } } });
    expect(titleKey(mine)).toBe("campaigns.mine.title");
  });

  it("names the id field, default id", () => {
    expect(idFieldOf(resource())).toBe("id");
    expect(idFieldOf(resource({ idField: "login" }))).toBe("login");
  });

  it("shows the columns, then the other non-secret form fields, in the details drawer", () => {
    expect(shownKeys(resource())).toEqual(["name", "price", "active", "kind", "notes"]);
  });

  it("shows only the declared show fields when the declaration names them", () => {
    expect(shownKeys(resource({ show: { fields: ["price", "name"] } }))).toEqual(["price", "name"]);
  });

  it("sends a code in capitals, a left-empty number as its declared default, and a choice as chosen", () => {
    const fields: FieldSpec[] = [
      { key: "code", kind: "text", upper: true },
      { key: "priority", kind: "number", emptyValue: 0 },
      { key: "type", kind: "radio", options: [{ value: " A ", label: "x" }] },
    ];
    expect(toBody(fields, { code: " nl ", priority: "", type: " A " }, "create")).toEqual({
      code: "NL",
      priority: 0,
      type: " A ",
    });
    expect(toBody(fields, { code: "de", priority: "4", type: " A " }, "edit")).toMatchObject({ priority: 4 });
  });

  it("treats blank text, null and undefined as empty, but not 0 or false", () => {
    expect([undefined, null, "", "  "].every(isEmptyValue)).toBe(true);
    expect([0, false, "x"].some(isEmptyValue)).toBe(false);
  });
});
