import { proxiesApi, proxyConfigsApi } from "@/api/endpoints/proxies";
import { localesApi } from "@/api/endpoints/locales";
import type { ProxyConfigInput } from "@/api/types/proxies";
import { fieldErrorsOf, isSortedBy, query, rejection, signInAs } from "./session";

const configInput = (localeId: number | null, overrides: Partial<ProxyConfigInput> = {}): ProxyConfigInput => ({
  baseUrl: "https://api.newproxy.example.com",
  queryUrl: "/v1/list?country=us",
  proxyType: "HTTP",
  serviceType: "RESIDENTIAL",
  authParams: { authKey: "X-Api-Key", authValue: "np_123" },
  localeId,
  ...overrides,
});

describe("proxies", () => {
  beforeEach(() => signInAs("admin"));

  it("pages every config's proxies by default (config_id 0) and filters by config", async () => {
    const all = await proxiesApi.list(query(2, 50));
    expect(all.totalCount).toBe(300);
    expect(all.list[0]?.id).toBe(51);
    expect((await proxiesApi.list(query(1, 10, { filters: { configId: 0 } }))).totalCount).toBe(300);
    const third = await proxiesApi.list(query(1, -1, { filters: { configId: 3 } }));
    expect(third.list.every((p) => p.configId === 3)).toBe(true);
    expect(third.totalCount).toBe(60);
  });

  it("reads the proxy line and the NULL machine marker at the edge", async () => {
    const { list } = await proxiesApi.list(query(1, -1));
    const free = list.find((p) => p.nameMachine === null);
    const bound = list.find((p) => p.nameMachine !== null);
    expect(free).toBeDefined();
    expect(bound?.nameMachine).toMatch(/-d\d-m\d{3}$/);
    const [host, port, user, password] = (bound?.proxy ?? "").split(":");
    expect(bound?.host).toBe(host);
    expect(bound?.port).toBe(Number(port));
    expect(user && password).toBeTruthy();
    expect(bound?.timezone.timezone).toMatch(/^(America|Europe)\//);
  });

  it("sorts and searches", async () => {
    const sorted = await proxiesApi.list(query(1, 100, { sort: "nameMachine:asc" }));
    const named = sorted.list.filter((p) => p.nameMachine !== null);
    expect(isSortedBy(named, (p) => p.nameMachine ?? "", true)).toBe(true);
    // Unbound proxies (NULL) sort last in both directions, like any empty value.
    const desc = await proxiesApi.list(query(1, 300, { sort: "nameMachine:desc" }));
    expect(desc.list[0]?.nameMachine).not.toBeNull();
    expect(desc.list.at(-1)?.nameMachine).toBeNull();
    const berlin = await proxiesApi.list(query(1, -1, { search: "berlin" }));
    expect(berlin.totalCount).toBeGreaterThan(0);
    expect(berlin.list.every((p) => p.timezone.timezone === "Europe/Berlin")).toBe(true);
    expect(berlin.list.some((p) => p.timezone.town === "Munich")).toBe(true);
  });

  it("lists the five configs with their proxy counts", async () => {
    const page = await proxyConfigsApi.list(query(1, 10, { sort: "delayCheck:desc" }));
    expect(page.totalCount).toBe(5);
    expect(isSortedBy(page.list, (c) => c.delayCheck, false)).toBe(true);
    const mobile = await proxyConfigsApi.list(query(1, 10, { search: "mobile" }));
    expect(mobile.list.map((c) => c.serviceType)).toEqual(["MOBILE"]);
  });

  it("adds a config with delay_check 30 by default, saves it and deletes it (OWNER)", async () => {
    const [locale] = await localesApi.all("TEST");
    const created = await proxyConfigsApi.save(configInput(locale?.id ?? null));
    expect(created).toMatchObject({ id: 6, delayCheck: 30, proxyCount: 0, localeId: locale?.id, proxyType: "HTTP" });
    const saved = await proxyConfigsApi.save({
      ...configInput(locale?.id ?? null, { delayCheck: 45, serviceType: "ISP" }),
      id: created.id,
    });
    expect(saved).toMatchObject({ id: 6, delayCheck: 45, serviceType: "ISP" });
    expect((await proxyConfigsApi.all()).find((c) => c.id === 6)?.delayCheck).toBe(45);

    await signInAs("owner");
    await proxyConfigsApi.remove(6);
    expect(await proxyConfigsApi.all()).toHaveLength(5);
  });

  it("validates a config and reports errors under the form's field names", async () => {
    const errors = await fieldErrorsOf(
      proxyConfigsApi.create(configInput(null, { baseUrl: "", queryUrl: " ", proxyType: "", serviceType: "" })),
    );
    expect(errors).toEqual({
      proxyType: "Proxy type is required",
      serviceType: "Service type is required",
      baseUrl: "Base URL is required",
      queryUrl: "Query URL is required",
      localeId: "Locale is required",
    });
    const delay = await rejection(proxyConfigsApi.create(configInput(1, { delayCheck: 0 })));
    expect(Object.keys(delay.fieldErrors ?? {})).toEqual(["delayCheck"]);
  });

  it("refuses config delete to ADMIN and answers 404 for an unknown config", async () => {
    expect((await rejection(proxyConfigsApi.remove(1))).serverMessage).toBe("Permission denied: delete:proxy");
    expect((await rejection(proxyConfigsApi.update(99, configInput(1)))).status).toBe(404);
  });

  it("deleting a config removes its proxies", async () => {
    await signInAs("owner");
    await proxyConfigsApi.remove(5);
    expect((await proxiesApi.list(query())).totalCount).toBe(270);
  });

  it("reloads a config: same proxies, new credentials, bindings kept", async () => {
    const before = await proxiesApi.list(query(1, -1, { filters: { configId: 1 } }));
    expect(await proxyConfigsApi.reload(1)).toEqual({ configId: 1, reloaded: 90 });
    const after = await proxiesApi.list(query(1, -1, { filters: { configId: 1 } }));
    expect(after.list.map((p) => p.id)).toEqual(before.list.map((p) => p.id));
    expect(after.list.map((p) => p.nameMachine)).toEqual(before.list.map((p) => p.nameMachine));
    expect(after.list.map((p) => p.proxy)).not.toEqual(before.list.map((p) => p.proxy));
    expect((await rejection(proxyConfigsApi.reload(42))).status).toBe(404);
  });

  it("a new config gets its first batch of proxies on reload", async () => {
    const created = await proxyConfigsApi.create(configInput(1));
    const { reloaded } = await proxyConfigsApi.reload(created.id);
    expect(reloaded).toBeGreaterThan(0);
    expect((await proxiesApi.list(query(1, 1, { filters: { configId: created.id } }))).totalCount).toBe(reloaded);
    expect(reloaded + 300).toBe((await proxiesApi.list(query())).totalCount);
  });
});
