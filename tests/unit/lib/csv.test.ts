import { describe, expect, it } from "vitest";
import { writeCsv } from "@/lib/csv";
import { exportValue } from "@/resources/views/csvFile";
import { valueAt as fieldAt } from "@/lib/valueAt";

const t = (key: string) => `«${key}»`;

describe("writeCsv (issue 29: the lists' export)", () => {
  it("starts with a BOM, ends lines with CRLF and quotes what needs quoting", () => {
    const text = writeCsv(
      ["Name", "Note"],
      [
        ["a, b", 'say "hi"'],
        ["two\nlines", null],
      ],
    );
    expect(text.startsWith("\uFEFF")).toBe(true);
    expect(text.slice(1)).toBe('Name,Note\r\n"a, b","say ""hi"""\r\n"two\nlines",\r\n');
  });

  it("escapes every cell a spreadsheet would run as a formula, and nothing else", () => {
    const cells = ["=1+1", "+7", "-2", "@SUM(A1)", "\tx", "1-2", "plain"];
    expect(
      writeCsv(
        ["x"],
        cells.map((c) => [c]),
      )
        .slice(1)
        .split("\r\n")
        .slice(1, 8),
    ).toEqual(["'=1+1", "'+7", "'-2", "'@SUM(A1)", "'\tx", "1-2", "plain"]);
  });

  it("writes numbers and flags as they are and objects as JSON", () => {
    expect(writeCsv(["n", "b", "o"], [[3, true, { a: 1 }]]).slice(1)).toBe('n,b,o\r\n3,true,"{""a"":1}"\r\n');
  });
});

describe("exportValue: a cell as the export writes it", () => {
  it("writes labels and tags as the list shows them, dates in ISO 8601, nested fields by path", () => {
    const row = {
      status: "ACTIVE",
      roles: ["OWNER", "ADMIN"],
      created: "2026-11-20T10:05:00+01:00",
      app: { name: "X" },
    };
    expect(exportValue({ key: "status", cell: "tag", labels: "users.status." }, row, t)).toBe("«users.status.ACTIVE»");
    expect(exportValue({ key: "roles", cell: "tags", labels: "def.roles." }, row, t)).toBe(
      "«def.roles.OWNER», «def.roles.ADMIN»",
    );
    expect(exportValue({ key: "created", cell: "date" }, row, t)).toBe("2026-11-20T09:05:00.000Z");
    expect(exportValue({ key: "app.name", cell: "custom" }, row, t)).toBe("X");
    expect(exportValue({ key: "missing" }, row, t)).toBe("");
    expect(fieldAt(row, "app.name")).toBe("X");
  });
});
