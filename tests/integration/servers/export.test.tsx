import { fireEvent, screen } from "@testing-library/react";
import Papa from "papaparse";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { servers } from "@/mocks/db/servers";
import { readText } from "@/lib/readText";
import { captureDownloads, type SavedFile } from "../../support/downloads";
import { asDesktop, LOAD, openPage } from "./harness";

asDesktop();

let saved: SavedFile[] = [];
beforeEach(() => {
  saved = captureDownloads();
});
afterEach(() => vi.restoreAllMocks());

const table = async (file: SavedFile | undefined) =>
  Papa.parse<string[]>(await readText(file?.blob ?? new Blob()), { skipEmptyLines: true }).data;

/** The export of /servers/list writes what the list shows, or (its other choice) the API's values. */
describe("Export of /servers/list", { timeout: 60_000 }, () => {
  it("as shown: the type's label, disks as name: n/m, the machines counted, a negative number as a number", async () => {
    const first = servers.all()[0]!;
    servers.update(first.id, { description: "-3" });
    await openPage("owner");
    fireEvent.click(await screen.findByRole("button", { name: "Export" }, LOAD));
    await screen.findByText(/^Exported \d+ rows$/, { selector: ".ant-notification-notice-message" }, LOAD);
    const [header, ...rows] = await table(saved[0]);
    expect(header).toEqual([
      "Name",
      "Identifier",
      "IP address",
      "Type",
      "Disks",
      "Machines",
      "Versions",
      "Description",
    ]);
    const row = rows.find((cells) => cells[0] === first.name)!;
    expect(row[3]).toBe("Raspberry Pi");
    expect(row[4]).toBe(first.disks.map((d) => `${d.name}: ${d.count_machine}/${d.count_machine_max}`).join("; "));
    expect(row[5]).toBe(String(first.disks.reduce((sum, d) => sum + d.count_machine, 0)));
    expect(row[6]).toMatch(/^Bot .+, Script .+$/);
    expect(row[7]).toBe("-3");
    expect(rows.every((cells) => !cells.some((cell) => cell.startsWith("{")))).toBe(true);
  });

  it("raw: the API's values for reading back (the type's wire name, disks as JSON)", async () => {
    await openPage("owner");
    fireEvent.click(await screen.findByRole("button", { name: "Other formats" }, LOAD));
    fireEvent.click(await screen.findByText("Export raw values", {}, LOAD));
    await screen.findByText(/^Exported \d+ rows$/, { selector: ".ant-notification-notice-message" }, LOAD);
    expect(saved[0]?.name).toMatch(/^servers-raw-\d{4}-\d{2}-\d{2}\.csv$/);
    const [, ...rows] = await table(saved[0]);
    const first = servers.all()[0]!;
    const row = rows.find((cells) => cells[0] === first.name)!;
    expect(row[3]).toBe("RASPBERRY_PI");
    expect(JSON.parse(row[4]!)).toHaveLength(first.disks.length);
  });
});
