import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { users } from "@/mocks/db";
import { auditLog } from "@/mocks/db/audit";
import { requestsTo } from "./harness";
import { openUsers, SLOW, WAIT } from "./harness";

const bar = () => screen.getByRole("region", { name: "Selected rows" });

/** A list's own bulk action, declared by the area and run by the page (users: approve). */
describe("bulk approve (/users)", { timeout: SLOW }, () => {
  it("approves every selected new user, one call each, and the list reads itself again", async () => {
    const { seen } = await openUsers("/users?list=users&status=NEW");
    const waiting = users.filter((u) => u.status === "NEW");
    expect(waiting.length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole("checkbox", { name: "Select all" }));
    await screen.findByRole("region", { name: "Selected rows" }, WAIT);
    // The page holds 5; the others are on the next page.
    fireEvent.click(await within(bar()).findByRole("button", { name: `Select all ${waiting.length} matching` }, WAIT));
    await within(bar()).findByText(`${waiting.length} selected`, {}, WAIT);
    const label = `Approve ${waiting.length} selected`;
    fireEvent.click(within(bar()).getByRole("button", { name: label }));
    const confirm = await screen.findByRole("dialog", { name: `${label}?` }, WAIT);
    fireEvent.click(within(confirm).getByRole("button", { name: label }));
    expect(
      await screen.findByText(
        `Done for ${waiting.length} rows`,
        { selector: ".ant-notification-notice-message" },
        WAIT,
      ),
    ).toBeInTheDocument();
    expect(requestsTo(seen, "/users/approve", "PUT").map((r) => r.url.searchParams.get("uuid"))).toEqual(
      expect.arrayContaining(waiting.map((u) => u.uuid)),
    );
    await waitFor(() => expect(screen.queryByRole("region", { name: "Selected rows" })).toBeNull(), WAIT);
    // Activity: each user's approval with its change of status, and the run's summary.
    const approvals = () => auditLog.all().filter((e) => e.action === "approve" && e.record_id !== null);
    await waitFor(() => expect(approvals().length).toBeGreaterThanOrEqual(waiting.length + 1), WAIT);
    for (const user of waiting) {
      const entry = approvals().find((e) => e.record_id === user.uuid);
      expect(entry?.record_label).toBe(user.login);
      expect(entry?.changes).toEqual([{ field: "status", old: "NEW", new: "ACTIVE" }]);
    }
  });
});
