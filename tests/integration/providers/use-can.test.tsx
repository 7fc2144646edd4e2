import { afterEach, describe, expect, it } from "vitest";
import { act, render, screen } from "@testing-library/react";
import { useCan } from "@/providers/useCan";
import { useAuthStore } from "@/state/auth";
import { userWithRoles as user } from "../../support/fixtures";

/** A row action gated like the servers list: delete is OWNER-only (ROLE-6). */
const DeleteGate = () => {
  const can = useCan();
  return <span data-testid="gate">{can("servers", "delete") ? "delete" : "no delete"}</span>;
};

afterEach(() => useAuthStore.setState({ user: null }));

describe("useCan", () => {
  it("re-renders the gated control when the signed-in user's role changes", () => {
    useAuthStore.setState({ user: user(["ADMIN"]) });
    render(<DeleteGate />);
    expect(screen.getByTestId("gate").textContent).toBe("no delete");

    act(() => useAuthStore.getState().setUser(user(["OWNER"])));
    expect(screen.getByTestId("gate").textContent).toBe("delete");

    act(() => useAuthStore.getState().setUser(null));
    expect(screen.getByTestId("gate").textContent).toBe("no delete");
  });
});
