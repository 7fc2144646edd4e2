import { describe, expect, it } from "vitest";
import { auditChanges, auditValue, MASK, maskSecrets } from "@/lib/auditChanges";
import { registry } from "@/registry";
import type { FieldSpec } from "@/registry/types";

const SECRET = "s3cr3t-Value-42";

/** Every declared form field that takes an address or free text, where a user may paste a URL with a secret. */
const urlFields = registry.flatMap((area) =>
  (area.form?.fields ?? [])
    .filter(
      (field: FieldSpec) =>
        field.kind === "text" || field.kind === "textarea" || field.limit === "url" || field.inputMode === "url",
    )
    .map((field) => ({ area: area.name, key: field.key })),
);

describe("secrets inside the values an activity entry keeps", () => {
  it("masks tokens, keys and passwords in query strings and a URL's password, and keeps the rest", () => {
    expect(maskSecrets(`https://sms.example.test/api?token=${SECRET}&country=ua`)).toBe(
      `https://sms.example.test/api?token=${MASK}&country=ua`,
    );
    expect(maskSecrets(`https://x.test/a?api_key=${SECRET}`)).toBe(`https://x.test/a?api_key=${MASK}`);
    expect(maskSecrets(`https://x.test/a?country=ua&access_token=${SECRET}#top`)).toBe(
      `https://x.test/a?country=ua&access_token=${MASK}#top`,
    );
    expect(maskSecrets(`https://bot:${SECRET}@updates.example.test/v2.zip`)).toBe(
      `https://bot:${MASK}@updates.example.test/v2.zip`,
    );
    expect(maskSecrets(`/send?key=${SECRET}&password=${SECRET}&sig=${SECRET}`)).toBe(
      `/send?key=${MASK}&password=${MASK}&sig=${MASK}`,
    );
    expect(maskSecrets("https://x.test/list?page=2&country=ua")).toBe("https://x.test/list?page=2&country=ua");
    expect(maskSecrets("a plain description")).toBe("a plain description");
  });

  it("masks them in a changed value, before and after, and inside structured values", () => {
    const changes = auditChanges(
      { url: `https://sms.example.test/get?token=${SECRET}` },
      { url: "https://sms.example.test/get?token=old-one" },
    );
    expect(JSON.stringify(changes)).not.toContain(SECRET);
    expect(JSON.stringify(changes)).not.toContain("old-one");
    expect(auditValue({ link: `https://x.test/?token=${SECRET}` })).not.toContain(SECRET);
  });

  it.each(urlFields)("keeps no secret of a URL typed into $area's $key", ({ key }) => {
    const values = [
      `https://api.example.test/v1/numbers?token=${SECRET}&country=ua`,
      `https://user:${SECRET}@files.example.test/bot.apk`,
      `https://api.example.test/v1?apiKey=${SECRET}`,
    ];
    for (const value of values) {
      const logged = JSON.stringify(auditChanges({ [key]: value }, { [key]: "before" }));
      expect(logged, value).not.toContain(SECRET);
    }
  });

  it("finds declared fields that take a URL (the check above runs over them)", () => {
    expect(urlFields.length).toBeGreaterThan(3);
    expect(urlFields.map((f) => f.key)).toContain("serverParams.updateLink");
  });
});
