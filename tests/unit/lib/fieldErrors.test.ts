import { describe, expect, it } from "vitest";
import { placeFieldErrors, toFieldPath, topLevelIn } from "@/lib/fieldErrors";
import { fieldPathOf } from "@/resources/proxies/proxyConfigForm";
import { COUNTRY_FORM_FIELDS, SERVICE_FORM_FIELDS } from "@/resources/sms/smsForms";

describe("422 field errors placed on a dialog's form (spec §8)", () => {
  it("turns dot paths into antd name paths with numeric list indexes", () => {
    expect(toFieldPath("disks.1.name")).toEqual(["disks", 1, "name"]);
    expect(toFieldPath("serverParams.updateLink")).toEqual(["serverParams", "updateLink"]);
  });

  it("puts every error under its input when the form shows every path (server dialog)", () => {
    expect(placeFieldErrors({ ip: "Bad IP", "disks.0.countMachineMax": "Too small" })).toEqual({
      fields: [
        { name: ["ip"], errors: ["Bad IP"] },
        { name: ["disks", 0, "countMachineMax"], errors: ["Too small"] },
      ],
      other: [],
    });
    expect(placeFieldErrors(undefined)).toEqual({ fields: [], other: [] });
  });

  it("marks the fields a dialog has and lists the others as 'field: message' (SMS dialogs)", () => {
    expect(
      placeFieldErrors(
        { apiKey: "API key is required", priority: "Priority must be a whole number of at least 0" },
        { shown: topLevelIn(SERVICE_FORM_FIELDS) },
      ),
    ).toEqual({
      fields: [
        { name: ["apiKey"], errors: ["API key is required"] },
        { name: ["priority"], errors: ["Priority must be a whole number of at least 0"] },
      ],
      other: [],
    });
    expect(
      placeFieldErrors(
        { localeId: "Unknown locale", serviceId: "Unknown SMS service" },
        { shown: topLevelIn(COUNTRY_FORM_FIELDS) },
      ),
    ).toEqual({
      fields: [{ name: ["localeId"], errors: ["Unknown locale"] }],
      other: ["serviceId: Unknown SMS service"],
    });
  });

  it("moves errors onto the rows that show them (proxy config dialog)", () => {
    const values = { otherParams: [{ key: "zone", value: "" }] };
    const placed = placeFieldErrors(
      {
        "authParams.authKey": "Key is required",
        "otherParams.zone": "Unknown zone",
        delayCheck: "Delay check must be a whole number of at least 1",
        owner: "Not yours",
      },
      { pathOf: (key) => fieldPathOf(key, values), shown: topLevelIn(["auth", "otherParams", "delayCheck"]) },
    );
    expect(placed.fields).toEqual([
      { name: ["auth", 0, "key"], errors: ["Key is required"] },
      { name: ["otherParams", 0, "value"], errors: ["Unknown zone"] },
      { name: ["delayCheck"], errors: ["Delay check must be a whole number of at least 1"] },
    ]);
    expect(placed.other).toEqual(["owner: Not yours"]);
  });
});
