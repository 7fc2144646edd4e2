import { act, screen, waitFor, within } from "@testing-library/react";
import { expect } from "vitest";
import { formatDate } from "@/lib/date";
import { auditLog, type AuditRecord } from "@/mocks/db/audit";
import { WAIT } from "../../support/pageHarness";

export { modal, SLOW, WAIT } from "../../support/pageHarness";
export { openPage, rowOf } from "../servers/harness";

/** The log's entries as the mock stored them, newest last. */
export const entries = (): readonly AuditRecord[] => auditLog.all();

export const lastEntry = (): AuditRecord => {
  const entry = entries().at(-1);
  if (!entry) throw new Error("the activity log is empty");
  return entry;
};

/** Goes to /activity inside the running app and waits for its heading. */
export const openActivity = async (router: { navigate: (to: string) => Promise<void> }) => {
  await act(() => router.navigate("/activity"));
  await screen.findByRole("heading", { level: 2, name: "Activity" }, WAIT);
};

/** The Activity row that shows `text` and `action` (the newest such), once the list has it. */
export const activityRow = async (text: string, action: string): Promise<HTMLElement> =>
  waitFor(() => {
    const row = [...document.querySelectorAll<HTMLElement>(".ant-table-tbody tr.ant-table-row")].find(
      (tr) => [...tr.querySelectorAll("td")].some((td) => td.textContent === text) && tr.textContent?.includes(action),
    );
    if (!row) throw new Error(`no Activity row shows ${text} and ${action}`);
    return row;
  }, WAIT);

/** The row says who, what and when: the author's name, the action, and the entry's moment as the list formats it. */
export const expectWhoAndWhen = (row: HTMLElement, entry: AuditRecord, action: string) => {
  const cells = within(row);
  expect(cells.getByText(entry.author_name)).toBeInTheDocument();
  expect(cells.getByText(action)).toBeInTheDocument();
  expect(cells.getByText(formatDate(entry.created_at, "en"))).toBeInTheDocument();
};
