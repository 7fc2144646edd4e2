import { act, render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { useSearchUpdate } from "@/lib/useSearchUpdate";

/** A page that hands its query writer out, as a list hands its page turn to a later effect. */
const setup = () => {
  const writer: { update?: ReturnType<typeof useSearchUpdate> } = {};
  const Page = () => {
    writer.update = useSearchUpdate();
    return null;
  };
  const router = createMemoryRouter([{ path: "/servers", element: <Page /> }], {
    initialEntries: ["/servers?list=servers"],
  });
  render(<RouterProvider router={router} />);
  const search = () => new URLSearchParams(router.state.location.search);
  return { router, write: (change: (p: URLSearchParams) => void) => writer.update?.(change), search };
};

describe("editing the URL's query as it is now", () => {
  it("keeps what a navigation brought before any render read it (a link's ?open= and a list's page turn)", async () => {
    const { router, write, search } = setup();
    await router.navigate("/servers?open=13");
    // Before React renders the navigation, the list turns its page.
    write((next) => next.set("page", "3"));
    await act(async () => {});
    expect(search().get("open")).toBe("13");
    expect(search().get("page")).toBe("3");
  });

  it("builds each of two writes in one moment on the one before", async () => {
    const { write, search } = setup();
    act(() => {
      write((next) => next.set("status", "ACTIVE"));
      write((next) => next.set("q", "berlin"));
    });
    await act(async () => {});
    expect(search().toString()).toBe("list=servers&status=ACTIVE&q=berlin");
  });
});
