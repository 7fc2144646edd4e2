import { useState } from "react";
import { act, render, screen, waitFor } from "@testing-library/react";
import { delay, http } from "msw";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { accountsApi } from "@/api/endpoints/accounts";
import { accounts } from "@/mocks/db/accounts";
import { server } from "@/mocks/node";
import { apiPath, ok } from "@/mocks/wire";
import { RefineProvider } from "@/providers/RefineProvider";
import { initI18n } from "@/providers/i18n";
import { useAccountCheck } from "@/resources/accounts/useAccountCheck";
import { signInAs } from "../../support/renderApp";
import { recordRequests, requestsTo, SLOW, WAIT } from "../../support/pageHarness";
import { followingFakeClock, passTime } from "../../support/fakeTimers";
import { TIMING } from "@/config";

let setList: (list: string[]) => void = () => undefined;

const Probe = () => {
  const [list, set] = useState<string[]>([]);
  setList = set;
  const check = useAccountCheck(list);
  return (
    <div>
      <p data-testid="state">{check.checking ? "checking" : check.ok ? "ok" : "idle"}</p>
      <ul>
        {check.messages.map((m) => (
          <li key={m}>{m}</li>
        ))}
      </ul>
    </div>
  );
};

const mount = async () => {
  await signInAs("operator");
  await initI18n("en");
  const seen = recordRequests("/accounts/check");
  render(
    <MemoryRouter>
      <RefineProvider>
        <Probe />
      </RefineProvider>
    </MemoryRouter>,
  );
  return seen;
};

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/** The check's 700 ms, and the slow answer's 3 s, run on a fake clock from the mount on. */
const CHECK_DELAY = TIMING.accountCheckDelayMs;

const withStatus = (status: string) => accounts.all().filter((a) => a.account_status === status);

describe("useAccountCheck (CMP-9, CMP-10)", () => {
  it("checks 700 ms after the list stops changing, once, with the last list", { timeout: SLOW }, async () => {
    const seen = await mount();
    followingFakeClock();
    const [a, b] = withStatus("NONE");
    act(() => setList([a?.login ?? ""]));
    await passTime(400);
    const lastChange = Date.now();
    act(() => setList([a?.login ?? "", b?.login ?? ""]));
    expect(screen.getByTestId("state").textContent).toBe("checking");
    await passTime(CHECK_DELAY);
    await waitFor(() => expect(screen.getByTestId("state").textContent).toBe("ok"), WAIT);
    const checks = requestsTo(seen, "/accounts/check", "POST");
    expect(checks).toHaveLength(1);
    expect(checks[0]?.at).toBeGreaterThanOrEqual(lastChange + 690);
    expect(await checks[0]?.body).toEqual({ accounts: [a?.login, b?.login] });
  });

  it(
    "names the accounts not found (TEMP or unknown) and the unavailable ones in CMP-10's words",
    { timeout: SLOW },
    async () => {
      await mount();
      followingFakeClock();
      const temp = withStatus("TEMP")[0]?.login ?? "";
      const banned = withStatus("BANNED")[0]?.login ?? "";
      const free = withStatus("NONE")[0]?.login ?? "";
      act(() => setList([free, temp, "nobody.here", banned]));
      await passTime(CHECK_DELAY);
      await screen.findByText(`Account not found : ${temp}, nobody.here`, {}, WAIT);
      expect(screen.getByText(`Account unavailable : ${banned}`)).toBeInTheDocument();
      expect(screen.getByTestId("state").textContent).toBe("idle");
    },
  );

  it(
    "aborts the request of a list that changed while it was asked, and says error_checking_accounts on failure",
    { timeout: SLOW },
    async () => {
      const signals: (AbortSignal | undefined)[] = [];
      const check = accountsApi.check;
      vi.spyOn(accountsApi, "check").mockImplementation((logins, signal) => {
        signals.push(signal);
        return check(logins, signal);
      });
      server.use(
        http.post(apiPath("/accounts/check"), async ({ request }) => {
          const body = (await request.clone().json()) as { accounts: string[] };
          if (body.accounts[0] === "slow.one") {
            await delay(3_000);
            return ok({ checked_accounts: [] });
          }
          return new Response(JSON.stringify({ error_message: "down" }), { status: 400 });
        }),
      );
      const seen = await mount();
      followingFakeClock();
      act(() => setList(["slow.one"]));
      await passTime(CHECK_DELAY);
      await waitFor(() => expect(requestsTo(seen, "/accounts/check", "POST")).toHaveLength(1), WAIT);
      act(() => setList(["other.one"]));
      await passTime(CHECK_DELAY);
      await screen.findByText("The accounts could not be checked. Please try again.", {}, WAIT);
      expect(signals).toHaveLength(2);
      expect(signals[0]?.aborted).toBe(true);
    },
  );
});
