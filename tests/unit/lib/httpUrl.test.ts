import { describe, expect, it } from "vitest";
import { hasForeignScheme, isHttpUrl, isTwoLetterCode } from "@/lib/httpUrl";
import { maxLength } from "@/lib/fieldChecks";

describe("link and code checks", () => {
  it("takes only http:// and https:// addresses with a host", () => {
    for (const ok of ["https://sms.example.com", "http://10.0.0.1:8080/api", " HTTPS://relay.example.org/v1?x=1 "])
      expect(isHttpUrl(ok), ok).toBe(true);
    for (const bad of [
      "javascript:alert(1)",
      "data:text/html,<b>",
      "ftp://files.example.com",
      "https://",
      "http:example.com",
      "sms.example.com",
      "",
    ])
      expect(isHttpUrl(bad), bad).toBe(false);
  });

  it("lets a path through and refuses any scheme but http(s)", () => {
    for (const ok of ["/v1/proxies?country=us", "v1/list", "https://api.example.com/list", "?page=2"])
      expect(hasForeignScheme(ok), ok).toBe(false);
    for (const bad of ["javascript:alert(1)", " JavaScript:void(0)", "data:text/plain,x", "file:///etc/passwd"])
      expect(hasForeignScheme(bad), bad).toBe(true);
  });

  it("takes two Latin letters as a code and nothing else", () => {
    for (const ok of ["en", "US", " pl "]) expect(isTwoLetterCode(ok), ok).toBe(true);
    for (const bad of ["<b>", '">', "<", "12", "eng", "e", "ü1", ""]) expect(isTwoLetterCode(bad), bad).toBe(false);
  });

  it("counts characters for the length limit and leaves an empty value to required", () => {
    const check = maxLength<Record<string, never>>(3, "too long");
    expect(check("abc", {})).toBeUndefined();
    expect(check("🙂🙂🙂", {})).toBeUndefined();
    expect(check("abcd", {})).toBe("too long");
    expect(check("", {})).toBeUndefined();
  });
});
