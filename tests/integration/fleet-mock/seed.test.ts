import { machinesApi } from "@/api/endpoints/machines";
import { proxiesApi, proxyConfigsApi } from "@/api/endpoints/proxies";
import { serversApi } from "@/api/endpoints/servers";
import { smsCountriesApi, smsMessagesApi, smsNumbersApi, smsServicesApi } from "@/api/endpoints/sms";
import { localesApi } from "@/api/endpoints/locales";
import { toMachineFull } from "@/api/types/machines";
import { resetDb } from "@/mocks/db";
import { machines, toMachineWire } from "@/mocks/db/machines";
import { ALL, query, signInAs } from "./session";

describe("fleet seed volumes", () => {
  beforeEach(() => signInAs("admin"));

  it("has 12 servers of both selectable types, each with 1 to 4 disks and server params", async () => {
    const { list, totalCount } = await serversApi.list(ALL);
    expect(totalCount).toBe(12);
    expect(new Set(list.map((s) => s.type))).toEqual(new Set(["RASPBERRY_PI", "DEDIK"]));
    for (const server of list) {
      expect(server.disks.length).toBeGreaterThanOrEqual(1);
      expect(server.disks.length).toBeLessThanOrEqual(4);
      expect(server.disks.every((d) => d.id < 10_000)).toBe(true);
      expect(server.serverParams.versionBot).toMatch(/^\d+\.\d+\.\d+$/);
      expect(server.serverParams.updateLink).toMatch(/^https:\/\//);
    }
    const machinesOnDisks = list.flatMap((s) => s.disks).reduce((sum, d) => sum + d.countMachine, 0);
    expect(machinesOnDisks).toBe(400);
  });

  it("has 400 machines named after their server, disk and slot", async () => {
    const { list, totalCount } = await machinesApi.list(ALL);
    expect(totalCount).toBe(400);
    expect(list.every((m) => /^[a-z]+(-[a-z]+)?-\d{2}-d[1-4]-m\d{3}$/.test(m.nameMachine))).toBe(true);
    expect(list.some((m) => /^rpi-\d{2}-d\d-m\d{3}$/.test(m.nameMachine))).toBe(true);
    expect(list.every((m) => m.versionAndroid >= 9 && m.versionAndroid <= 14)).toBe(true);
    expect(new Set(list.map((m) => m.typeAndroid))).toEqual(new Set(["PHYSICAL", "EMULATOR", "RPI"]));
    // Params and tasks are detail fields (docs/api.md "Machines"): read from the store, shaped as the detail call does.
    const details = machines.all().map((m) => toMachineFull(toMachineWire(m)));
    expect(details.every((m) => m.params.imei.length === 15)).toBe(true);
    const task = details.flatMap((m) => m.tasks).find((t) => t.task.type === "KEYWORD_INSTALL");
    expect(task?.app.imageSrc).toMatch(/^data:image\/svg\+xml/);
    expect(task?.task.keyword).toBeTruthy();
  });

  it("has 300 proxies in 5 configs", async () => {
    expect((await proxiesApi.list(query(1, 10))).totalCount).toBe(300);
    const configs = await proxyConfigsApi.all();
    expect(configs).toHaveLength(5);
    expect(configs.reduce((sum, c) => sum + c.proxyCount, 0)).toBe(300);
    for (const config of configs) {
      expect((await proxiesApi.list(query(1, 1, { filters: { configId: config.id } }))).totalCount).toBe(
        config.proxyCount,
      );
    }
  });

  it("has 4 SMS services with countries, 1000 numbers and messages", async () => {
    const services = await smsServicesApi.all();
    expect(services).toHaveLength(4);
    for (const service of services) expect((await smsCountriesApi.ofService(service.id)).length).toBeGreaterThan(0);
    expect((await smsNumbersApi.list(query())).totalCount).toBe(1000);
    expect((await smsMessagesApi.list(query())).totalCount).toBeGreaterThan(100);
  });

  it("has about twenty lower-case locales of both types", async () => {
    const locales = await localesApi.all();
    expect(locales.length).toBeGreaterThanOrEqual(18);
    expect(new Set(locales.map((l) => l.type))).toEqual(new Set(["STANDARD", "TEST"]));
    expect(locales.every((l) => l.country === l.country.toLowerCase() && l.language === l.language.toLowerCase())).toBe(
      true,
    );
    expect(locales.find((l) => l.code === "ua_uk")?.name).toBe("Ukrainian (Ukraine)");
  });

  it("is deterministic: a reset gives the same rows", async () => {
    const before = await machinesApi.list(query(1, 5));
    resetDb();
    // The reset also ends every session.
    await signInAs("admin");
    expect((await machinesApi.list(query(1, 5))).list).toEqual(before.list);
  });
});
