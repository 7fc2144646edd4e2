import { request } from "@/api/http";
import { TEXT_LIMITS } from "@/config";
import { fieldErrorsOf, signInAs } from "./session";

// docs/api.md "Text limits": past them the mock answers 422 naming the field, as the API would.
const long = (length: number) => "x".repeat(length);

describe("text and number limits of the mock (issue: a 10,000-character name was stored)", () => {
  beforeEach(() => signInAs("owner"));

  it("pins the limits", () => {
    expect(TEXT_LIMITS).toEqual({ name: 100, url: 2048, text: 1000 });
  });

  it("refuses a server name, description and disk name past their limits", async () => {
    const errors = await fieldErrorsOf(
      request("POST", "/servers/add", {
        data: {
          name: long(101),
          type: "DEDIK",
          ip: "10.0.0.9",
          description: long(1001),
          disks: [{ id: null, name: long(101), count_machine_min: 0, count_machine_max: 1, start_machine: 100_001 }],
          server_params: { update_link: `http://${long(2048)}`, task_in_queue: 100_001 },
        },
      }),
    );
    expect(errors).toMatchObject({
      name: "Must have at most 100 characters",
      description: "Must have at most 1000 characters",
      "disks.0.name": "Must have at most 100 characters",
      "server_params.update_link": "Must have at most 2048 characters",
      "disks.0.start_machine": "Must be at most 100000",
      "server_params.task_in_queue": "Must be at most 100000",
    });
  });

  it("accepts a server name of exactly 100 characters", async () => {
    const created = await request<{ name: string }>("POST", "/servers/add", {
      data: { name: long(100), type: "DEDIK", ip: "10.0.0.9", disks: [], server_params: { update_link: "http://u" } },
    });
    expect(created.name).toHaveLength(100);
  });

  it("refuses proxy config URLs past 2048 characters and a delay past a day", async () => {
    const errors = await fieldErrorsOf(
      request("POST", "/proxies/configs/add", {
        data: {
          type: "HTTP",
          type_service: "ROTATING",
          base_url: `http://${long(2048)}`,
          query_url: "/q",
          locale: 1,
          delay_check: 86_401,
        },
      }),
    );
    expect(errors).toMatchObject({
      base_url: "Must have at most 2048 characters",
      delay_check: "Delay check must be at most 86400",
    });
  });

  it("refuses an SMS service name past 100 characters and a 20-digit priority", async () => {
    const errors = await fieldErrorsOf(
      request("POST", "/sms-services/create", {
        data: { name: long(101), url: "https://a.example", api_key: "k", priority: 2 ** 64 },
      }),
    );
    expect(errors).toMatchObject({
      name: "Must have at most 100 characters",
      priority: "Priority must be at most 1000000",
    });
  });
});
