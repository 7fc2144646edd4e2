import { describe, expect, it } from "vitest";
import { getDomain } from "@/mocks/shims/tldts";

describe("the browser mock's stand-in for tldts.getDomain", () => {
  it("answers the last two labels of a host name", () => {
    expect(getDomain("console.example.com")).toBe("example.com");
    expect(getDomain("Example.COM.")).toBe("example.com");
  });

  it("answers null for addresses and single labels, as tldts does", () => {
    expect(getDomain("localhost")).toBeNull();
    expect(getDomain("127.0.0.1")).toBeNull();
    expect(getDomain("::1")).toBeNull();
    expect(getDomain("")).toBeNull();
  });
});
