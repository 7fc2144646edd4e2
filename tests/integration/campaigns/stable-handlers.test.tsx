import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { renderHook } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { RefineProvider } from "@/providers/RefineProvider";
import { initI18n } from "@/providers/i18n";
import { useCampaignActions } from "@/resources/campaigns/useCampaignActions";
import { useCampaignCells } from "@/resources/campaigns/campaignCells";
import { signInAs } from "../../support/renderApp";

const wrapper = ({ children }: { children: ReactNode }) => (
  <MemoryRouter>
    <RefineProvider>{children}</RefineProvider>
  </MemoryRouter>
);

// The lists re-render at every live progress message: new handlers or cells would rebuild every
// column of the table each time.
describe("campaign lists: handlers and cells kept across renders", () => {
  it("gives the same run and the same cells after a re-render", async () => {
    await signInAs("operator");
    await initI18n("en");
    const { result, rerender } = renderHook(() => ({ ...useCampaignActions(), cells: useCampaignCells() }), {
      wrapper,
    });
    const first = result.current;
    rerender();
    expect(result.current.run).toBe(first.run);
    expect(result.current.cells).toBe(first.cells);
  });
});
