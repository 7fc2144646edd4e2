import { propertyPathToArray } from "@refinedev/core";
import { describe, expect, it } from "vitest";
import { unshownFieldErrors, unshownLines } from "@/lib/fieldErrors";
import { fieldPathOf } from "@/registry/areas/proxyConfigForm";
import { smsConfigs, smsServices } from "@/registry/areas/sms";

const SERVICE_FORM_FIELDS = smsServices.form.fields.map((f) => f.key);
const COUNTRY_FORM_FIELDS = smsConfigs.form.fields.map((f) => f.key);

describe("422 field errors placed on a dialog's form (ERR-13)", () => {
  it("turns dot paths into antd name paths with numeric list indexes (refine places them so)", () => {
    expect(propertyPathToArray("disks.1.name")).toEqual(["disks", 1, "name"]);
    expect(propertyPathToArray("serverParams.updateLink")).toEqual(["serverParams", "updateLink"]);
  });

  it("puts every error under its input when the form shows every path (server dialog)", () => {
    expect(unshownFieldErrors({ ip: "Bad IP", "disks.0.countMachineMax": "Too small" }, undefined)).toEqual([]);
    expect(unshownFieldErrors(undefined, undefined)).toEqual([]);
  });

  it("marks the fields a dialog has and lists the others as 'field: message' (SMS dialogs)", () => {
    expect(
      unshownFieldErrors(
        { apiKey: "API key is required", priority: "Priority must be a whole number of at least 0" },
        SERVICE_FORM_FIELDS,
      ),
    ).toEqual([]);
    expect(
      unshownLines(
        unshownFieldErrors({ localeId: "Unknown locale", serviceId: "Unknown SMS service" }, COUNTRY_FORM_FIELDS),
      ),
    ).toEqual(["serviceId: Unknown SMS service"]);
  });

  it("moves errors onto the rows that show them (proxy config dialog)", () => {
    const values = { otherParams: [{ key: "zone", value: "" }] };
    expect(fieldPathOf("authParams.authKey", values)).toEqual(["auth", 0, "key"]);
    expect(fieldPathOf("otherParams.zone", values)).toEqual(["otherParams", 0, "value"]);
    expect(fieldPathOf("delayCheck", values)).toEqual(["delayCheck"]);
    const renamed = Object.fromEntries(
      Object.entries({
        "authParams.authKey": "Key is required",
        "otherParams.zone": "Unknown zone",
        delayCheck: "Delay check must be a whole number of at least 1",
        owner: "Not yours",
      }).map(([key, message]) => [fieldPathOf(key, values).join("."), message]),
    );
    expect(unshownLines(unshownFieldErrors(renamed, ["auth", "otherParams", "delayCheck"]))).toEqual([
      "owner: Not yours",
    ]);
  });
});
