import { getResponse, http, HttpHandler, HttpResponse } from "msw";
import { endpoints, handlers } from "@/mocks/handlers";
import { setDefaultLatency } from "@/mocks/faults";
import { routed } from "@/mocks/router";

const url = (path: string) => `${window.location.origin}/api${path}`;
const httpOnly = (list: unknown[]): HttpHandler[] => list.filter((h): h is HttpHandler => h instanceof HttpHandler);

/** What msw answers to a request through these handlers: status and body, or nothing. */
const answer = async (list: unknown[], request: Request): Promise<string> => {
  const response = await getResponse(httpOnly(list), request);
  return response ? `${response.status} ${await response.text()}` : "unhandled";
};

describe("the mock's router", () => {
  beforeAll(() => setDefaultLatency(0));

  it.each([
    ["GET", "/auth/checkToken"],
    ["GET", "/machines/list?page=1&size=5"],
    ["GET", "/machines/rpi-01-d1-m001"],
    ["GET", "/Locales/LIST"],
    ["POST", "/auth/login"],
    ["DELETE", "/auth/logout"],
    ["GET", "/no-such-route"],
  ])("answers %s %s as msw does trying every endpoint in turn", async (method, path) => {
    const request = () =>
      new Request(url(path), {
        method,
        ...(method === "POST" ? { body: JSON.stringify({ login: "robot", password: "wrong-password" }) } : {}),
      });
    expect(await answer(handlers, request())).toBe(await answer(endpoints, request()));
  });

  it("tries only the endpoints whose method and path prefix fit", async () => {
    const run = vi.spyOn(HttpHandler.prototype, "run");
    await getResponse(httpOnly(handlers), new Request(url("/audit/list?page=1&size=1")));
    const routedRuns = run.mock.calls.length;
    run.mockClear();
    await getResponse(httpOnly(endpoints), new Request(url("/audit/list?page=1&size=1")));
    expect(routedRuns).toBeLessThanOrEqual(5);
    expect(run.mock.calls.length).toBeGreaterThan(30);
  });

  it("falls through to the next fitting endpoint when one returns nothing", async () => {
    const list = routed([
      http.get("/api/things/:id", () => undefined),
      http.get("/api/other", () => HttpResponse.json("other")),
      http.get("/api/things/*", () => HttpResponse.json("second")),
    ]);
    expect(await answer(list, new Request(url("/things/7")))).toBe('200 "second"');
  });

  it("keeps the socket endpoints beside the router", () => {
    expect(handlers.filter((h) => !(h instanceof HttpHandler))).toEqual(
      endpoints.filter((h) => !(h instanceof HttpHandler)),
    );
    expect(httpOnly(handlers)).toHaveLength(1);
  });
});
