import type { ReactNode } from "react";
import { act, renderHook } from "@testing-library/react";
import { MemoryRouter, useLocation } from "react-router";
import { useListState } from "@/resources/views/useListState";

const wrapper = ({ children }: { children: ReactNode }) => (
  <MemoryRouter initialEntries={["/users"]}>{children}</MemoryRouter>
);

const useStateAndUrl = () => ({
  list: useListState("users", { sortable: ["login"], filterKeys: ["status"] }),
  search: useLocation().search,
});

describe("a list's URL state", () => {
  // users.spec's race: a status filter chosen, then a search typed before the filter's render reached
  // the search box; its handler, from the older render, wrote the URL without the filter.
  it("keeps a filter written after the render a later write came from", () => {
    const { result } = renderHook(useStateAndUrl, { wrapper });
    const setSearchOfAnOlderRender = result.current.list.setSearch;
    act(() => result.current.list.setFilter("status", "NEW"));
    act(() => setSearchOfAnOlderRender("newbie"));
    const params = new URLSearchParams(result.current.search);
    expect(params.get("status")).toBe("NEW");
    expect(params.get("q")).toBe("newbie");
    expect(result.current.list.filters.status).toBe("NEW");
    expect(result.current.list.search).toBe("newbie");
  });

  it("keeps both of two writes made in one event", () => {
    const { result } = renderHook(useStateAndUrl, { wrapper });
    act(() => {
      result.current.list.setFilter("status", "BANNED");
      result.current.list.setSearch("piotr");
    });
    const params = new URLSearchParams(result.current.search);
    expect(params.get("status")).toBe("BANNED");
    expect(params.get("q")).toBe("piotr");
  });
});
