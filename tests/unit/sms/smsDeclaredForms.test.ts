import { ApiError } from "@/api/errors";
import { errorText } from "@/lib/errorText";
import { DEFAULT_SMS_PRIORITY, toSmsCountryBody, toSmsServiceBody } from "@/api/types/sms";
import type { SmsCountryInput, SmsServiceInput } from "@/api/types/sms";
import { canCancelMessage, countByService, idFromParam } from "@/resources/sms/smsRows";
import { smsConfigs, smsServices } from "@/registry/areas/sms";
import { initialValues, toBody, type FormValues } from "@/resources/views/fieldValues";
import { numberProblem } from "@/lib/numberText";

// The SMS dialogs are their declarations' forms: these are what those forms start with and send.
const serviceFields = smsServices.form.fields;
const countryFields = smsConfigs.form.fields;
const emptyServiceForm = () => initialValues(serviceFields);
const serviceToForm = (service: Record<string, unknown>) => initialValues(serviceFields, service);
const formToServiceInput = (values: FormValues) => toBody(serviceFields, values, "edit") as unknown as SmsServiceInput;
const emptyCountryForm = () => initialValues(countryFields);
const countryToForm = (country: Record<string, unknown>) => initialValues(countryFields, country);
const formToCountryInput = (values: FormValues, serviceId: number) =>
  ({ serviceId, ...toBody(countryFields, values, "create") }) as unknown as SmsCountryInput;
const isValidPriority = (text: string) => {
  const priority = serviceFields.find((f) => f.key === "priority")!;
  return text.trim() === "" || numberProblem(text.trim(), priority) === null;
};
import { flagUrl, isCountryCode } from "@/components/locale/flags";

describe("service form", () => {
  it("starts empty, active and with priority 0 (SMS-3)", () => {
    expect(DEFAULT_SMS_PRIORITY).toBe(0);
    expect(emptyServiceForm()).toEqual({ name: "", url: "", apiKey: "", priority: "0", isActive: true });
  });

  it("round-trips a service and trims what goes on the wire", () => {
    const service = {
      id: 7,
      name: "SMS Relay",
      url: "https://relay.example.com",
      apiKey: "k1",
      isActive: false,
      priority: 3,
    };
    const form = serviceToForm(service);
    expect(form).toEqual({
      name: "SMS Relay",
      url: "https://relay.example.com",
      apiKey: "k1",
      priority: "3",
      isActive: false,
    });
    const input = formToServiceInput({ ...form, name: "  SMS Relay 2 ", apiKey: " k2 " });
    expect(input).toEqual({
      name: "SMS Relay 2",
      url: "https://relay.example.com",
      apiKey: "k2",
      priority: 3,
      isActive: false,
    });
    expect(toSmsServiceBody(input)).toEqual({
      name: "SMS Relay 2",
      url: "https://relay.example.com",
      api_key: "k2",
      is_active: false,
      priority: 3,
    });
  });

  it("sends the default priority when the field is emptied", () => {
    expect(formToServiceInput({ ...emptyServiceForm(), priority: "" }).priority).toBe(0);
    expect(formToServiceInput({ ...emptyServiceForm(), priority: "12" }).priority).toBe(12);
  });

  it.each([
    ["", true],
    ["0", true],
    ["5", true],
    ["-1", false],
    ["1.5", false],
    ["abc", false],
    ["1e400", false],
    ["1000001", false],
    ["1000000", true],
  ])("priority %j is valid: %s (minimum 0, whole numbers)", (text, valid) => {
    expect(isValidPriority(text)).toBe(valid);
  });
});

describe("country form", () => {
  it("starts empty and active, without a locale", () => {
    expect(emptyCountryForm()).toEqual({ countryCode: "", marker: "", localeId: null, isActive: true });
  });

  it("round-trips a country and upper-cases the code for the wire", () => {
    const country = { id: 3, serviceId: 2, countryCode: "GB", marker: "uk", localeId: 4, isActive: true };
    expect(countryToForm(country)).toEqual({ countryCode: "GB", marker: "uk", localeId: 4, isActive: true });
    const input = formToCountryInput({ countryCode: " de ", marker: " 49 ", localeId: 5, isActive: false }, 2);
    expect(input).toEqual({ serviceId: 2, countryCode: "DE", marker: "49", localeId: 5, isActive: false });
    expect(toSmsCountryBody(input)).toEqual({
      service_id: 2,
      country_code: "DE",
      marker: "49",
      locale: 5,
      is_active: false,
    });
  });

  it.each([
    ["us", true],
    ["UA", true],
    [" pl ", true],
    ["u", false],
    ["usa", false],
    ["1a", false],
    ["", false],
  ])("%j is a country code: %s", (code, ok) => {
    expect(isCountryCode(code)).toBe(ok);
  });

  it("builds flag image URLs from the flag service by lower-case code", () => {
    expect(flagUrl("US")).toBe("https://flagcdn.com/24x18/us.png");
    expect(flagUrl(" gb ")).toBe("https://flagcdn.com/24x18/gb.png");
    expect(flagUrl("XYZ")).toBeNull();
    expect(flagUrl("")).toBeNull();
  });
});

describe("server errors in dialogs", () => {
  it("shows the server's message of an error (PRX-6), else the error's own, else the fallback", () => {
    const api = new ApiError("Client error (409): Only a pending message can be cancelled", {
      kind: "client",
      status: 409,
      serverMessage: "Only a pending message can be cancelled",
    });
    expect(errorText(api, "fallback")).toBe("Only a pending message can be cancelled");
    expect(errorText(new ApiError("Network error", { kind: "network" }), "fallback")).toBe("Network error");
    expect(errorText(new Error("boom"), "fallback")).toBe("boom");
    expect(errorText("nope", "fallback")).toBe("fallback");
  });
});

describe("list helpers", () => {
  it("offers cancel only for PENDING messages", () => {
    expect(canCancelMessage({ status: "PENDING" })).toBe(true);
    expect(canCancelMessage({ status: "RECEIVED" })).toBe(false);
    expect(canCancelMessage({ status: "CANCELLED" })).toBe(false);
  });

  it("counts countries per service", () => {
    const counts = countByService([{ serviceId: 1 }, { serviceId: 2 }, { serviceId: 1 }]);
    expect([...counts]).toEqual([
      [1, 2],
      [2, 1],
    ]);
  });

  it("reads ids from the URL query", () => {
    expect(idFromParam("3")).toBe(3);
    expect(idFromParam(null)).toBeNull();
    expect(idFromParam("")).toBeNull();
    expect(idFromParam("0")).toBeNull();
    expect(idFromParam("x")).toBeNull();
  });
});
