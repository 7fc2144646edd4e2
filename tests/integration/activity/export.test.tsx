import { fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { users } from "@/mocks/db";
import { captureDownloads } from "../../support/downloads";
import { openUsers } from "../users/harness";
import { lastEntry, SLOW, WAIT } from "./harness";

beforeEach(() => {
  captureDownloads();
});

describe("an export in the activity log", { timeout: SLOW }, () => {
  it("records who exported which list and how many rows", async () => {
    await openUsers("/users?list=users&status=ACTIVE");
    fireEvent.click(await screen.findByRole("button", { name: "Export" }, WAIT));
    await screen.findByText(/^Exported \d+ rows$/, { selector: ".ant-notification-notice-message" }, WAIT);
    const active = users.filter((u) => u.status === "ACTIVE").length;
    await waitFor(() => expect(lastEntry()).toMatchObject({ resource: "users", action: "export" }), WAIT);
    expect(lastEntry()).toMatchObject({ author_login: "owner", details: String(active), record_id: null });
  });
});
