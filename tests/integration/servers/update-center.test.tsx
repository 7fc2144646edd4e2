import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { serversApi } from "@/api/endpoints/servers";
import { LATEST_VERSIONS } from "@/mocks/db/servers";
import { asDesktop, firstColumn, LOAD, openPage, requestsTo, rowOf } from "./harness";

const SLOW = 60_000;
const CONFIRM = "Push the update to the selected servers?";
const PAGE = "/servers/update-center";
asDesktop();

const pushButton = () =>
  screen.getByText(/^Push update/, { selector: "button *" }).closest("button") as HTMLButtonElement;
const selectRow = (name: string) => fireEvent.click(within(rowOf(name)).getByLabelText("Select row"));

describe("update center (/servers/update-center)", () => {
  it(
    "shows each server's versions and disks (machines, min, max, first machine)",
    async () => {
      await openPage("admin", PAGE);
      const stored = await serversApi.one(1);
      const row = within(rowOf("pi-lviv-01"));
      expect(row.getByText(`Bot ${stored.serverParams.versionBot}`)).toBeInTheDocument();
      expect(row.getByText(`Script ${stored.serverParams.versionScript}`)).toBeInTheDocument();
      for (const disk of stored.disks) {
        expect(row.getByText(disk.name)).toBeInTheDocument();
        expect(
          row.getByText(
            `machines: ${disk.countMachine} · min ${disk.countMachineMin} · max ${disk.countMachineMax} · from #${disk.startMachine}`,
          ),
        ).toBeInTheDocument();
      }
      // 5 rows by default (TBL-7).
      expect(firstColumn()).toHaveLength(5);
    },
    SLOW,
  );

  it(
    "keeps the push button disabled until a server is chosen, and select-all takes the whole page",
    async () => {
      await openPage("admin", PAGE);
      expect(pushButton()).toBeDisabled();
      selectRow("pi-lviv-01");
      expect(pushButton()).toBeEnabled();
      expect(pushButton()).toHaveTextContent("Push update (1)");
      selectRow("pi-lviv-01");
      expect(pushButton()).toBeDisabled();
      fireEvent.click(screen.getByLabelText("Select all"));
      expect(pushButton()).toHaveTextContent("Push update (5)");
    },
    SLOW,
  );

  it(
    "asks first, sends nothing on cancel, then pushes the chosen ids and shows the versions they report",
    async () => {
      const { seen } = await openPage("admin", PAGE);
      const ded = (await serversApi.one(3)).name;
      selectRow("pi-lviv-01");
      selectRow(ded);

      fireEvent.click(pushButton());
      const title = await screen.findByText(CONFIRM, {}, LOAD);
      const confirm = title.closest<HTMLElement>(".ant-modal");
      if (!confirm) throw new Error("no confirm dialog");
      expect(within(confirm).getByText(new RegExp(`^Servers \\(2\\): pi-lviv-01, ${ded}\\.`))).toBeInTheDocument();
      fireEvent.click(within(confirm).getByText("Cancel"));
      await waitFor(() => expect(screen.queryByText(CONFIRM)).toBeNull(), LOAD);
      expect(requestsTo(seen, "POST", "/servers/update")).toHaveLength(0);

      fireEvent.click(pushButton());
      const again = (await screen.findByText(CONFIRM, {}, LOAD)).closest<HTMLElement>(".ant-modal");
      if (!again) throw new Error("no confirm dialog");
      fireEvent.click(within(again).getByRole("button", { name: "Push update" }));

      expect(await screen.findByText("Servers updated: 2", {}, LOAD)).toBeInTheDocument();
      const result = (await screen.findByText("Versions after the update")).closest<HTMLElement>(".ant-alert");
      if (!result) throw new Error("no result");
      expect(within(result).getByText("pi-lviv-01")).toBeInTheDocument();
      expect(within(result).getByText(ded)).toBeInTheDocument();
      expect(
        within(result).getAllByText(new RegExp(`Bot ${LATEST_VERSIONS.bot} · Script ${LATEST_VERSIONS.script}`)),
      ).toHaveLength(2);
      expect(await requestsTo(seen, "POST", "/servers/update")[0]?.body).toEqual([1, 3]);

      await waitFor(
        () => expect(within(rowOf("pi-lviv-01")).getByText(`Bot ${LATEST_VERSIONS.bot}`)).toBeInTheDocument(),
        LOAD,
      );
      expect(pushButton()).toBeDisabled();
    },
    SLOW,
  );
});
