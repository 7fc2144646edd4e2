// An SMS country is read back among its own service's countries (the declaration's filter) just before the write.
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { smsCountriesApi } from "@/api/endpoints/sms";
import { findRow, modal, openPage, requestsTo, SLOW, WAIT, waitForColumn } from "./harness";

describe("SMS country dialog: two people editing one country", { timeout: SLOW }, () => {
  it("reads the service's countries before writing and shows the other's marker", async () => {
    const { seen } = await openPage("/sms-service/configs?service=1");
    await screen.findByText("SMS configs", { selector: "h2" }, { timeout: 15_000 });
    await waitForColumn(0, ["DE", "GB", "PL", "UA", "US"]);
    fireEvent.click(within(await findRow("GB")).getByRole("button", { name: "Edit GB" }));
    const dialog = await modal("Edit GB of SMS Relay");
    await smsCountriesApi.update(2, { marker: "theirs" });
    const reads = requestsTo(seen, "/sms-services/country/list").length;
    fireEvent.change(within(dialog).getByLabelText("Marker"), { target: { value: "44" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));

    const review = await modal("Someone else saved this entry while you were editing");
    const read = requestsTo(seen, "/sms-services/country/list").slice(reads);
    expect(read.map((r) => [r.url.searchParams.get("service_id"), r.url.searchParams.get("size")])).toContainEqual([
      "1",
      "-1",
    ]);
    const cells = [
      ...(within(review).getByText("Marker", { selector: "td" }).closest("tr")?.querySelectorAll("td") ?? []),
    ];
    expect(cells.slice(0, 4).map((td) => td.textContent)).toEqual(["Marker", "16", "theirs", "44"]);
    fireEvent.click(within(review).getByRole("button", { name: "Keep all mine" }));
    await waitFor(() => expect(requestsTo(seen, "/sms-services/country/update", "PUT")).toHaveLength(2), WAIT);
    expect(await requestsTo(seen, "/sms-services/country/update", "PUT")[1]?.body).toMatchObject({
      id: 2,
      marker: "44",
    });
  });
});
