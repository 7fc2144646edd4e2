import { QueryClient } from "@tanstack/react-query";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/api/apiError";
import { auditApi } from "@/api/endpoints/audit";
import type { AuditEntryInput } from "@/api/types/audit";
import { createAuditLogProvider } from "@/providers/auditLog";
import { isAreaMissing } from "@/state/missingAreas";

const written: AuditEntryInput[] = [];
let client: QueryClient;

beforeEach(() => {
  written.length = 0;
  client = new QueryClient();
  vi.spyOn(auditApi, "create").mockImplementation((entry) => {
    written.push(entry);
    return Promise.resolve();
  });
});

/** What refine's useDelete (useUpdate…) does first: a mutation keyed "delete" goes pending with its variables. */
const startDelete = async (variables: Record<string, unknown>, key = "delete") => {
  const mutation = client.getMutationCache().build(client, {
    mutationKey: ["data", "default", key],
    mutationFn: () => Promise.resolve({}),
  });
  await mutation.execute(variables);
};

describe("the audit-log provider of <Refine>", () => {
  it("writes an update's changed fields with the values before, and the record's name", async () => {
    const provider = createAuditLogProvider(client);
    await provider.create({
      resource: "sms-services",
      action: "update",
      data: { name: "SMS hub 2", url: "https://a.example", apiKey: "sk-new-secret" },
      previousData: { name: "SMS hub", url: "https://a.example", apiKey: "sk-old-secret" },
      meta: { id: 4, dataProviderName: "default", label: "nav.sms-services" },
    });
    expect(written).toEqual([
      {
        resource: "sms-services",
        action: "update",
        recordId: "4",
        // the name it has now
        recordLabel: "SMS hub 2",
        changes: [{ field: "name", old: "SMS hub", new: "SMS hub 2" }],
      },
    ]);
    expect(JSON.stringify(written)).not.toContain("secret");
  });

  it("names a deleted record from refine's cache as it was when the delete started", async () => {
    client.setQueryData(["data", "default", "servers", "list", {}], { data: [{ id: 7, name: "app-07" }], total: 1 });
    const provider = createAuditLogProvider(client);
    await startDelete({ resource: "servers", id: 7 });
    // An undoable delete takes the row off the lists before the call is made.
    client.removeQueries({ queryKey: ["data", "default", "servers"] });
    await provider.create({ resource: "servers", action: "delete", meta: { id: 7 } });
    expect(written).toEqual([
      { resource: "servers", action: "delete", recordId: "7", recordLabel: "app-07", changes: [] },
    ]);
  });

  it("reads an update's values before from the cache as the update started, not refine's unknown ones", async () => {
    client.setQueryData(["data", "default", "sms-services", "list", {}], {
      data: [{ id: 4, name: "SMS hub", priority: 1 }],
    });
    const provider = createAuditLogProvider(client);
    await startDelete({ resource: "sms-services", id: 4 }, "update");
    // An optimistic update has already changed the cached row when refine logs it.
    client.setQueryData(["data", "default", "sms-services", "list", {}], {
      data: [{ id: 4, name: "SMS hub", priority: 7 }],
    });
    await provider.create({
      resource: "sms-services",
      action: "update",
      data: { name: "SMS hub", priority: 7 },
      previousData: { name: undefined, priority: undefined },
      meta: { id: 4 },
    });
    expect(written[0]?.changes).toEqual([{ field: "priority", old: 1, new: 7 }]);
  });

  it("writes one entry per record of a bulk delete", async () => {
    client.setQueryData(["data", "default", "proxies", "list", {}], {
      data: [
        { id: 1, host: "10.0.0.1" },
        { id: 2, host: "10.0.0.2" },
      ],
      total: 2,
    });
    const provider = createAuditLogProvider(client);
    await startDelete({ resource: "proxies", ids: [1, 2] }, "deleteMany");
    await provider.create({ resource: "proxies", action: "deleteMany", meta: { ids: [1, 2] } });
    expect(written.map((e) => [e.action, e.recordId, e.recordLabel])).toEqual([
      ["delete", "1", "10.0.0.1"],
      ["delete", "2", "10.0.0.2"],
    ]);
  });

  it("writes the console's own actions with what they name, never a secret", async () => {
    const provider = createAuditLogProvider(client);
    await provider.create({
      resource: "users",
      action: "role_add",
      data: { roles: ["USER", "ADMIN"], password: "demo-pass" },
      previousData: { roles: ["USER"] },
      meta: { id: "u-1", auditLabel: "operator", auditDetails: "ADMIN" },
    });
    expect(written).toEqual([
      {
        resource: "users",
        action: "role_add",
        recordId: "u-1",
        recordLabel: "operator",
        details: "ADMIN",
        changes: [{ field: "roles", old: '["USER"]', new: '["USER","ADMIN"]' }],
      },
    ]);
  });

  it("logs nothing for a resource that opts out, an unknown resource or an unknown action", async () => {
    const provider = createAuditLogProvider(client);
    await provider.create({ resource: "profile-devices", action: "delete", meta: { id: "session-token" } });
    await provider.create({ resource: "nowhere", action: "delete", meta: { id: 1 } });
    await provider.create({ resource: "users", action: "rename", meta: { id: 1 } });
    expect(written).toEqual([]);
  });

  it("swallows a failed write, and after a 404 hides the area and sends no more", async () => {
    const create = vi
      .spyOn(auditApi, "create")
      .mockRejectedValue(new ApiError("Not found", { kind: "client", status: 404 }));
    create.mockClear();
    const provider = createAuditLogProvider(client);
    await expect(provider.create({ resource: "apps", action: "create", data: { name: "A" }, meta: {} })).resolves.toBe(
      undefined,
    );
    expect(isAreaMissing("activity")).toBe(true);
    await provider.create({ resource: "apps", action: "create", data: { name: "B" }, meta: {} });
    expect(create).toHaveBeenCalledTimes(1);
  });

  it("keeps the area after another failure", async () => {
    vi.spyOn(auditApi, "create").mockRejectedValue(new ApiError("Server error", { kind: "server", status: 500 }));
    const provider = createAuditLogProvider(client);
    await provider.create({ resource: "apps", action: "create", data: { name: "A" }, meta: {} });
    expect(isAreaMissing("activity")).toBe(false);
  });
});
