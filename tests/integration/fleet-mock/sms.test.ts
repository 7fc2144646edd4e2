import { smsCountriesApi, smsMessagesApi, smsNumbersApi, smsServicesApi } from "@/api/endpoints/sms";
import { fieldErrorsOf, isSortedBy, query, rejection, signInAs } from "./session";

describe("SMS services", () => {
  beforeEach(() => signInAs("admin"));

  it("lists and searches services", async () => {
    const page = await smsServicesApi.list(query(1, 10, { sort: "priority:desc" }));
    expect(page.totalCount).toBe(4);
    expect(isSortedBy(page.list, (s) => s.priority, false)).toBe(true);
    expect((await smsServicesApi.all("relay")).map((s) => s.name)).toEqual(["SMS Relay"]);
  });

  it("creates a service with priority 0 and active by default, and updates one field", async () => {
    const created = await smsServicesApi.create({
      name: "TextPort",
      url: "https://textport.example.com/api",
      apiKey: "tp_1",
    });
    expect(created).toEqual({
      id: 5,
      name: "TextPort",
      url: "https://textport.example.com/api",
      apiKey: "tp_1",
      isActive: true,
      priority: 0,
    });
    const updated = await smsServicesApi.update(created.id, { isActive: false });
    expect(updated).toMatchObject({ id: 5, name: "TextPort", isActive: false, priority: 0 });
    expect((await smsServicesApi.update("5", { priority: 3 })).priority).toBe(3);
  });

  it("requires name, url and apiKey, and a priority of at least 0", async () => {
    const errors = await fieldErrorsOf(smsServicesApi.create({ name: "", url: "", apiKey: "", priority: -1 }));
    expect(errors).toEqual({
      name: "Name is required",
      url: "URL is required",
      apiKey: "API key is required",
      priority: "Priority must be a whole number of at least 0",
    });
    const cleared = await rejection(smsServicesApi.update(1, { apiKey: " " }));
    expect(cleared.fieldErrors).toEqual({ apiKey: "API key is required" });
    expect((await rejection(smsServicesApi.update(99, { name: "x" }))).status).toBe(404);
  });
});

describe("SMS countries", () => {
  beforeEach(() => signInAs("admin"));

  it("lists the countries of one service", async () => {
    const countries = await smsCountriesApi.ofService(2);
    expect(countries.map((c) => c.countryCode)).toEqual(["US", "GB", "FR", "BR"]);
    expect(countries.every((c) => c.serviceId === 2 && c.localeId > 0)).toBe(true);
  });

  it("creates, updates, switches a country; OWNER deletes it", async () => {
    const created = await smsCountriesApi.create({
      serviceId: 3,
      countryCode: "de",
      marker: "49",
      localeId: 5,
      isActive: true,
    });
    expect(created).toMatchObject({ serviceId: 3, countryCode: "DE", marker: "49", localeId: 5, isActive: true });
    const updated = await smsCountriesApi.update(created.id, { marker: "de-49" });
    expect(updated).toMatchObject({ id: created.id, marker: "de-49", countryCode: "DE" });
    expect((await smsCountriesApi.switch(created.id, false)).isActive).toBe(false);
    expect((await smsCountriesApi.switch(created.id, true)).isActive).toBe(true);

    expect((await rejection(smsCountriesApi.remove(created.id))).serverMessage).toBe("Permission denied: delete:sms");
    await signInAs("owner");
    await smsCountriesApi.remove(created.id);
    expect((await smsCountriesApi.ofService(3)).map((c) => c.countryCode)).toEqual(["US", "PL", "UA"]);
  });

  it("requires countryCode and a locale, once per service", async () => {
    const missing = await rejection(
      smsCountriesApi.create({ serviceId: 1, countryCode: "", marker: "", localeId: null, isActive: true }),
    );
    expect(missing.fieldErrors).toEqual({ countryCode: "Country code is required", localeId: "Locale is required" });
    const twice = await rejection(
      smsCountriesApi.create({ serviceId: 1, countryCode: "US", marker: "", localeId: 1, isActive: true }),
    );
    expect(twice.fieldErrors).toEqual({ countryCode: "This service already has this country" });
    const unknown = await rejection(
      smsCountriesApi.create({ serviceId: 9, countryCode: "IT", marker: "", localeId: 999, isActive: true }),
    );
    expect(unknown.fieldErrors).toEqual({ serviceId: "Unknown SMS service", localeId: "Unknown locale" });
  });
});

describe("SMS numbers and messages", () => {
  beforeEach(() => signInAs("admin"));

  it("pages the 1000 numbers newest first and sorts and searches them", async () => {
    const first = await smsNumbersApi.list(query(1, 50));
    expect(first.totalCount).toBe(1000);
    expect(isSortedBy(first.list, (n) => n.timeCreate, false)).toBe(true);
    expect((await smsNumbersApi.list(query(20, 50))).list).toHaveLength(50);
    const byPhone = await smsNumbersApi.list(query(1, 30, { sort: "phone:asc" }));
    expect(isSortedBy(byPhone.list, (n) => n.phone, true)).toBe(true);
    const ukrainian = await smsNumbersApi.list(query(1, -1, { search: "+380" }));
    expect(ukrainian.list.every((n) => n.country === "UA")).toBe(true);
    const ofService = await smsNumbersApi.list(query(1, -1, { filters: { serviceId: 4, status: "FINISHED" } }));
    expect(ofService.list.every((n) => n.serviceId === 4 && n.status === "FINISHED" && n.codes.length > 0)).toBe(true);
  });

  it("pages messages and cancels a pending one only", async () => {
    const pending = await smsMessagesApi.list(query(1, 5, { filters: { status: "PENDING" } }));
    expect(pending.totalCount).toBeGreaterThan(0);
    const target = pending.list[0];
    const cancelled = await smsMessagesApi.cancel(target?.id ?? 0);
    expect(cancelled).toMatchObject({ id: target?.id, status: "CANCELLED" });
    expect((await smsMessagesApi.list(query(1, 5, { filters: { status: "PENDING" } }))).totalCount).toBe(
      pending.totalCount - 1,
    );
    const again = await rejection(smsMessagesApi.cancel(target?.id ?? 0));
    expect(again.status).toBe(409);
    expect((await rejection(smsMessagesApi.cancel(99_999))).status).toBe(404);
  });

  it("searches messages by text", async () => {
    const google = await smsMessagesApi.list(query(1, -1, { search: "google" }));
    expect(google.totalCount).toBeGreaterThan(0);
    expect(google.list.every((m) => m.text?.includes("Google"))).toBe(true);
  });
});
