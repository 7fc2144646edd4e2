import { useLayoutEffect } from "react";
import { render, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { Refine, type DataProvider, type GetListParams } from "@refinedev/core";
import { createQueryClient } from "@/api/queryClient";
import { useListTable } from "@/resources/views/useListTable";

type Row = { id: number; name: string };
const ROWS: Row[] = [1, 2, 3, 4, 5, 6, 7].map((id) => ({ id, name: `machine ${id}` }));
const machines = {
  name: "machines",
  table: { sortable: ["name"], defaultSort: { key: "name", asc: true }, pageSize: 5 },
};

/** The list on `url` over a data provider that keeps every getList call; how many there were at the first commit. */
const renderList = (url: string) => {
  const calls: GetListParams[] = [];
  const provider = {
    getApiUrl: () => "",
    getList: (params: GetListParams) => {
      calls.push(params);
      return Promise.resolve({ data: ROWS, total: ROWS.length });
    },
  } as unknown as DataProvider;
  const seen = { atFirstCommit: -1, rows: 0 };
  function List() {
    const { rows } = useListTable<Row>(machines);
    useLayoutEffect(() => {
      if (seen.atFirstCommit === -1) seen.atFirstCommit = calls.length;
    });
    seen.rows = rows.length;
    return null;
  }
  render(
    <MemoryRouter initialEntries={[url]}>
      <Refine
        dataProvider={provider}
        resources={[{ name: "machines", list: "/machines" }]}
        options={{ disableTelemetry: true, reactQuery: { clientConfig: createQueryClient() } }}
      >
        <List />
      </Refine>
    </MemoryRouter>,
  );
  return { calls, seen };
};

describe("a list's first read", () => {
  it.each([
    ["a page", "/machines", { currentPage: 1, pageSize: 5, mode: "server" }],
    ["All (paging off)", "/machines?list=machines&size=-1", { mode: "off" }],
  ])("of %s is asked for during the first render, once, as useList asks", async (_, url, pagination) => {
    const { calls, seen } = renderList(url);
    await waitFor(() => expect(seen.rows).toBe(ROWS.length));
    // useList alone asks in an effect after the first commit: nothing would have been asked by then.
    expect(seen.atFirstCommit).toBe(1);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ resource: "machines", pagination, sorters: [{ field: "name", order: "asc" }] });
  });
});
