import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { modal, openPage, requestsTo, resetTablePreferences, SLOW, WAIT, waitForColumn } from "./harness";

const field = (root: HTMLElement, label: string) => within(root).getByLabelText(label) as HTMLInputElement;

// Issue "odd input": a 10,000-character name made a row thousands of pixels tall, and number
// fields changed what was typed ("1.5" saved as 15, "-1" as 1, "1e400" as 1400).
describe("odd input in the SMS service dialog", () => {
  resetTablePreferences();

  it(
    "keeps an over-long name and odd numbers as typed and says why they cannot be saved",
    { timeout: SLOW },
    async () => {
      const { seen } = await openPage("/sms-service/list");
      await waitForColumn(0, ["SMS Relay", "NumberBay", "CodeCatcher", "PhoneGrid"]);
      fireEvent.click(screen.getByRole("button", { name: "Add service" }));
      const dialog = await modal("Add SMS service");

      const name = "n".repeat(10_000);
      fireEvent.change(field(dialog, "Name"), { target: { value: name } });
      // validation runs on submit, then on every change; a failed submit lands on the first invalid field
      fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
      await waitFor(() => expect(field(dialog, "Name")).toHaveFocus());
      expect(
        await within(dialog).findByText("Name must have at most 100 characters", undefined, WAIT),
      ).toBeInTheDocument();
      expect(field(dialog, "Name").value).toBe(name);

      for (const [typed, message] of [
        ["1.5", "Priority must be a whole number"],
        ["1e400", "Priority must be a number"],
        ["12345678901234567890", "Priority must be at most 1000000"],
        ["-1", "Priority must be a whole number, 0 or more"],
      ] as const) {
        fireEvent.change(field(dialog, "Priority"), { target: { value: typed } });
        expect(field(dialog, "Priority").value).toBe(typed);
        expect(await within(dialog).findByText(message, undefined, WAIT)).toBeInTheDocument();
      }
      fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
      await within(dialog).findByText("Name must have at most 100 characters", undefined, WAIT);
      expect(requestsTo(seen, "/sms-services/create", "POST")).toHaveLength(0);
    },
  );
});
