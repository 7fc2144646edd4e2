import type { DataProvider, GetListParams, GetOneParams } from "@refinedev/core";
import { describe, expect, it } from "vitest";
import { readCurrentRecord } from "@/resources/views/currentRecord";
import type { CurrentRecordSource } from "@/registry/types";

const rows = [
  { id: 7, serviceId: 1, marker: "a" },
  { id: 8, serviceId: 2, marker: "b" },
];

/** A provider over `rows` that records each list read and answers one-record reads with `one`. */
const providerOf = (one?: (id: string) => Promise<unknown>) => {
  const reads: GetListParams[] = [];
  const provider = {
    getList: (params: GetListParams) => {
      reads.push(params);
      return Promise.resolve({ data: rows, total: rows.length });
    },
    getOne: ({ id }: GetOneParams) => (one ? one(String(id)).then((data) => ({ data })) : Promise.reject(new Error())),
  } as unknown as DataProvider;
  return { provider, reads };
};

const listOnly: CurrentRecordSource = {
  name: "sms-configs",
  api: { list: () => Promise.resolve({ list: [], totalCount: 0 }) },
  current: { filters: (row) => ({ serviceId: Number(row.serviceId) }) },
};

describe("the record now on the server", () => {
  it("reads an area without a one-record call as its whole list, narrowed by the declaration, and finds the id", async () => {
    const { provider, reads } = providerOf();
    expect(await readCurrentRecord(provider, listOnly, "8", rows[1])).toEqual(rows[1]);
    expect(reads).toHaveLength(1);
    expect(reads[0]?.pagination).toEqual({ mode: "off" });
    expect(reads[0]?.filters).toEqual([{ field: "serviceId", operator: "eq", value: 2 }]);
  });

  it("is null when the list no longer holds the record", async () => {
    const { provider } = providerOf();
    expect(await readCurrentRecord(provider, listOnly, 9, { id: 9, serviceId: 1 })).toBeNull();
  });

  it("uses the one-record call where the area has one: a 404 is a deleted record, other failures are thrown", async () => {
    const one = (id: string) =>
      id === "7"
        ? Promise.resolve(rows[0])
        : Promise.reject(Object.assign(new Error(), { statusCode: id === "8" ? 404 : 500 }));
    const { provider, reads } = providerOf(one);
    const area: CurrentRecordSource = { name: "servers", api: { one: () => Promise.resolve({}) } };
    expect(await readCurrentRecord(provider, area, 7, undefined)).toEqual(rows[0]);
    expect(await readCurrentRecord(provider, area, 8, undefined)).toBeNull();
    await expect(readCurrentRecord(provider, area, 9, undefined)).rejects.toMatchObject({ statusCode: 500 });
    expect(reads).toHaveLength(0);
  });
});
