import { Suspense } from "react";
import { act, render, screen } from "@testing-library/react";
import type { QueryClient } from "@tanstack/react-query";
import { useSessionQueryClient } from "@/providers/sessionQueryClient";
import { useAuthStore } from "@/state/auth";
import type { User } from "@/api/types";

const another: User = {
  uuid: "u-2",
  username: "admin",
  login: "admin",
  email: "admin@example.test",
  name: "Anna",
  surname: "Admin",
  status: "ACTIVE",
  roles: ["ADMIN"],
};

/** Records the client of each render. */
const Probe = ({ seen }: { seen: QueryClient[] }) => {
  seen.push(useSessionQueryClient());
  return null;
};

/** Suspends its tree's first render until `release` is called. */
const firstRenderSuspends = () => {
  let release = () => {};
  let done = false;
  const pending = new Promise<void>((resolve) => {
    release = () => {
      done = true;
      resolve();
    };
  });
  const Suspender = () => {
    if (!done) throw pending;
    return <p>ready</p>;
  };
  return { Suspender, release: () => act(async () => release()) };
};

describe("the signed-in area's query cache", () => {
  afterEach(() => useAuthStore.setState({ user: null }));

  it("is the same across a first render thrown away before it committed, and new on the next mount", async () => {
    const seen: QueryClient[] = [];
    const { Suspender, release } = firstRenderSuspends();
    const first = render(
      <Suspense fallback={<p>loading</p>}>
        <Probe seen={seen} />
        <Suspender />
      </Suspense>,
    );
    await release();
    expect(screen.getByText("ready")).toBeInTheDocument();
    // React ran the initialiser again for the render that committed: both got the same cache.
    expect(seen.length).toBeGreaterThan(1);
    expect(new Set(seen).size).toBe(1);
    first.unmount();

    const later: QueryClient[] = [];
    render(<Probe seen={later} />);
    expect(later[0]).not.toBe(seen[0]);
  });

  it("is not kept for another user", () => {
    const seen: QueryClient[] = [];
    const { Suspender } = firstRenderSuspends();
    render(
      <Suspense fallback={null}>
        <Probe seen={seen} />
        <Suspender />
      </Suspense>,
    );
    useAuthStore.setState({ user: another });
    const other: QueryClient[] = [];
    render(<Probe seen={other} />);
    expect(other[0]).not.toBe(seen[0]);
  });
});
