import { request } from "@/api/http";
import { serversApi } from "@/api/endpoints/servers";
import { fieldErrorsOf, isSortedBy, query, rejection, signInAs } from "./session";
import { asInput, dedikInput, piInput } from "../../support/serverFixtures";

describe("servers: lists and lookups", () => {
  beforeEach(() => signInAs("admin"));

  it("pages, sorts and searches the list", async () => {
    const first = await serversApi.list(query(1, 5));
    expect(first.list.map((s) => s.id)).toEqual([1, 2, 3, 4, 5]);
    expect(first.totalCount).toBe(12);
    expect((await serversApi.list(query(3, 5))).list).toHaveLength(2);
    const byName = await serversApi.list(query(1, -1, { sort: "name:desc" }));
    expect(isSortedBy(byName.list, (s) => s.name, false)).toBe(true);
    const dedik = await serversApi.list(query(1, -1, { search: "ded-" }));
    expect(dedik.totalCount).toBeGreaterThan(0);
    expect(dedik.list.every((s) => s.type === "DEDIK")).toBe(true);
    const pis = await serversApi.list(query(1, -1, { filters: { type: "RASPBERRY_PI" } }));
    expect(pis.totalCount + dedik.totalCount).toBe(12);
  });

  it("opens one server by id, and answers 404 for an unknown one", async () => {
    const server = await serversApi.one("3");
    expect(server.id).toBe(3);
    expect((await rejection(serversApi.one(999))).status).toBe(404);
  });

  it("offers the two selectable types and the free Raspberry Pi boards", async () => {
    expect(await serversApi.types()).toEqual(["RASPBERRY_PI", "DEDIK"]);
    const free = await serversApi.raspberryPiIds();
    expect(free).toHaveLength(3);
    const used = (await serversApi.list(query(1, -1))).list.map((s) => s.identifier);
    expect(free.some((id) => used.includes(id))).toBe(false);
  });
});

describe("servers: create and update", () => {
  beforeEach(() => signInAs("admin"));

  it("creates a DEDIK server; temporary disk ids become real ids below 10000", async () => {
    const created = await serversApi.save(dedikInput());
    expect(created.id).toBe(13);
    expect(created.disks.map((d) => d.name)).toEqual(["nvme0", "nvme1"]);
    expect(created.disks.every((d) => d.id > 0 && d.id < 10_000)).toBe(true);
    expect(new Set(created.disks.map((d) => d.id)).size).toBe(2);
    expect(created.disks.every((d) => d.countMachine === 0)).toBe(true);
    expect((await serversApi.list(query())).totalCount).toBe(13);
  });

  it("creates a Raspberry Pi server on a free board, which then leaves the free list", async () => {
    const [board] = await serversApi.raspberryPiIds();
    const created = await serversApi.create(piInput(board ?? null));
    expect(created.identifier).toBe(board);
    expect(await serversApi.raspberryPiIds()).not.toContain(board);
  });

  it("updates the full object: stored disks keep their ids, new ones get real ids", async () => {
    const server = await serversApi.one(1);
    const kept = server.disks[0];
    const input = asInput(server);
    input.name = "pi-renamed";
    input.disks = [
      { ...server.disks[0]!, countMachineMax: 40 },
      { id: 10_000, name: "hub-new", countMachineMin: 0, countMachineMax: 8, startMachine: 90, countMachine: 0 },
    ];
    const updated = await serversApi.save(input);
    expect(updated.name).toBe("pi-renamed");
    expect(updated.disks).toHaveLength(2);
    expect(updated.disks[0]).toMatchObject({ id: kept?.id, countMachineMax: 40, countMachine: kept?.countMachine });
    expect(updated.disks[1]?.id).toBeLessThan(10_000);
    expect(updated.disks[1]?.id).not.toBe(kept?.id);
    expect((await serversApi.one(1)).disks[1]?.name).toBe("hub-new");
  });

  it("requires a name", async () => {
    const errors = await fieldErrorsOf(serversApi.create(dedikInput({ name: "  " })));
    expect(errors).toEqual({ name: "Name is required" });
  });

  it.each(["203.0.113", "203.0.113.1234", "a.b.c.d", "", "10.0.0.1.5", "999.999.999.999", "10.0.0.256"])(
    "refuses the DEDIK ip %j",
    async (ip) => {
      const error = await rejection(serversApi.create(dedikInput({ ip })));
      expect(error.fieldErrors?.ip).toBe("IP must be four dot-separated numbers from 0 to 255, e.g. 203.0.113.7");
    },
  );

  it("needs a DEDIK update link that starts with http://, https:// or {host}", async () => {
    const params = dedikInput().serverParams;
    const missing = await rejection(serversApi.create(dedikInput({ serverParams: { ...params, updateLink: "" } })));
    expect(missing.fieldErrors).toEqual({ "serverParams.updateLink": "Update link is required" });
    const ftp = await rejection(
      serversApi.create(dedikInput({ serverParams: { ...params, updateLink: "ftp://updates.example.com/bot.apk" } })),
    );
    expect(ftp.fieldErrors).toEqual({
      "serverParams.updateLink": "Update link must start with http://, https:// or {host}",
    });
    const plain = await serversApi.create(
      dedikInput({ serverParams: { ...params, updateLink: "http://10.0.0.5/bot.apk" } }),
    );
    expect(plain.serverParams.updateLink).toBe("http://10.0.0.5/bot.apk");
    const placeholder = await serversApi.create(
      dedikInput({ name: "ded-host-link", serverParams: { ...params, updateLink: "{host}/bot/update" } }),
    );
    expect(placeholder.serverParams.updateLink).toBe("{host}/bot/update");
  });

  it("needs a Raspberry Pi identifier from the free boards", async () => {
    expect((await rejection(serversApi.create(piInput(null)))).fieldErrors).toEqual({
      identifier: "Identifier is required",
    });
    expect((await rejection(serversApi.create(piInput("rpi-99")))).fieldErrors).toEqual({
      identifier: "Unknown Raspberry Pi identifier",
    });
    const taken = (await serversApi.one(1)).identifier;
    expect((await rejection(serversApi.create(piInput(taken)))).fieldErrors).toEqual({
      identifier: "Identifier is already used by another server",
    });
  });

  it("locks the identifier of an existing Raspberry Pi server, and refuses PHONES", async () => {
    const server = await serversApi.one(1);
    const [free] = await serversApi.raspberryPiIds();
    const locked = await rejection(serversApi.update(1, { ...asInput(server), identifier: free ?? null }));
    expect(locked.fieldErrors).toEqual({ identifier: "Identifier cannot be changed" });
    const phones = await rejection(serversApi.create(dedikInput({ type: "PHONES" })));
    expect(phones.fieldErrors?.type).toBe("Type must be RASPBERRY_PI or DEDIK");
  });

  it("checks every disk and reports it under its position", async () => {
    const input = dedikInput();
    input.disks = [input.disks[0]!, { ...input.disks[1]!, name: "", countMachineMin: 9, countMachineMax: 3 }];
    const error = await rejection(serversApi.create(input));
    expect(error.fieldErrors).toEqual({
      "disks.1.name": "Disk name is required",
      "disks.1.countMachineMax": "Maximum must not be less than minimum",
    });
  });

  it("answers 404 when updating an unknown server", async () => {
    expect((await rejection(serversApi.update(404, dedikInput()))).status).toBe(404);
  });
});

describe("servers: delete and the update center", () => {
  it("refuses delete to ADMIN (delete:servers is OWNER-only)", async () => {
    await signInAs("admin");
    const error = await rejection(serversApi.remove(2));
    expect(error.status).toBe(403);
    expect(error.serverMessage).toBe("Permission denied: delete:servers");
  });

  it("lets OWNER delete; the server's machines then belong to no server", async () => {
    await signInAs("owner");
    const machinesBefore = (await serversApi.machines(2, query(1, 1))).totalCount;
    expect(machinesBefore).toBeGreaterThan(0);
    await serversApi.remove("2");
    expect((await serversApi.list(query())).totalCount).toBe(11);
    expect((await rejection(serversApi.one(2))).status).toBe(404);
    expect((await serversApi.machines(2, query(1, 1))).totalCount).toBe(0);
  });

  it("pushes the latest bot and script to the chosen servers and answers their new versions", async () => {
    await signInAs("admin");
    const versions = await serversApi.pushUpdate([1, 3]);
    expect(versions).toEqual([
      { id: 1, name: "pi-lviv-01", versionBot: "2.15.0", versionScript: "1.9.1" },
      { id: 3, name: "ded-waw-01", versionBot: "2.15.0", versionScript: "1.9.1" },
    ]);
    expect((await serversApi.one(3)).serverParams.updateLink).toContain("2.15.0");
    const unknown = await rejection(serversApi.pushUpdate([1, 77]));
    expect(unknown.fieldErrors).toEqual({ ids: "Unknown servers: 77" });
    expect((await rejection(serversApi.pushUpdate([]))).status).toBe(422);
    // "With the list" (SRV-13) is the bare list; the old `{ ids }` wrapper is refused.
    const wrapped = await rejection(request("POST", "/servers/update", { data: { ids: [1] } }));
    expect(wrapped.fieldErrors).toEqual({ ids: "A non-empty list of server ids is required" });
  });
});
