import { describe, expect, it } from "vitest";
import { csvCell, writeCsv } from "@/lib/csv";
import { columnsFor, exportCsv, exportValue, isoWithOffset, rawValue } from "@/resources/views/csvFile";
import { namesAndCounts } from "@/resources/views/exportList";
import { servers } from "@/registry/areas/servers";
import { readText } from "@/lib/readText";
import { valueAt as fieldAt } from "@/lib/valueAt";

const t = (key: string) => `«${key}»`;

describe("writeCsv (the lists' export)", () => {
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

  it("escapes a cell only where a spreadsheet would evaluate it: a formula start that is not a number", () => {
    const evaluated = ["=1+1", "+7a", "-2-3", "@SUM(A1)", "\tx", "\rx", "-", "+", "=", "-HYPERLINK(1)"];
    for (const cell of evaluated) expect(csvCell(cell), JSON.stringify(cell)).toBe(`'${cell}`);
    const plain = ["-3", "+7", "-2.5", "+.5", "-1e3", "1-2", "plain", "3", "a=1", " =1"];
    for (const cell of plain) expect(csvCell(cell), JSON.stringify(cell)).toBe(cell);
  });

  it("writes numbers as numbers, negative ones included, never escaped", () => {
    expect(csvCell(-3)).toBe("-3");
    expect(csvCell(-0.25)).toBe("-0.25");
    expect(csvCell(Number.NaN)).toBe("");
    expect(writeCsv(["Change"], [[-3], ["-3"], ["=-3"]]).slice(1)).toBe("Change\r\n-3\r\n-3\r\n'=-3\r\n");
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
    expect(exportValue({ key: "created", cell: "date" }, row, t)).toBe(isoWithOffset("2026-11-20T09:05:00Z"));
    expect(exportValue({ key: "created", cell: "date" }, row, t)).toMatch(/^2026-11-20T\d{2}:05:00[+-]\d{2}:\d{2}$/);
    expect(exportValue({ key: "app.name", cell: "custom" }, row, t)).toBe("X");
    expect(exportValue({ key: "missing" }, row, t)).toBe("");
    expect(fieldAt(row, "app.name")).toBe("X");
  });
});

describe("exportValue: the list's custom cells as the user reads them", () => {
  const server = {
    id: 7,
    name: "pi-kyiv-01",
    type: "RASPBERRY_PI",
    description: "-3",
    disks: [
      { id: 1, name: "sda", countMachine: 3, countMachineMax: 10 },
      { id: 2, name: "sdb", countMachine: 2, countMachineMax: 8 },
    ],
    serverParams: { versionBot: "1.2", versionScript: "" },
  };
  const column = (key: string) => servers.table.columns.find((c) => c.key === key)!;

  it("writes a server's type label, disks as name: n/m, the machine count and the versions", () => {
    expect(exportValue(column("type"), server, t)).toBe("«servers.types.RASPBERRY_PI»");
    expect(exportValue(column("disks"), server, t)).toBe("sda: 3/10; sdb: 2/8");
    expect(exportValue(column("machines"), server, t)).toBe(5);
    expect(exportValue(column("versions"), server, t)).toBe("«servers.versions.bot», «servers.versions.script»");
  });

  it("writes an id column as the named record's name, the id itself when none is known", () => {
    const locale = { key: "locale", nameFrom: { from: "locales", field: "name" } };
    const nameOf = (_: unknown, id: unknown) => (id === 1 ? "Українська" : undefined);
    expect(exportValue(locale, { locale: 1 }, t, nameOf)).toBe("Українська");
    expect(exportValue(locale, { locale: 2 }, t, nameOf)).toBe(2);
  });

  it("raw: the API's values, structures as JSON, a computed count as shown", async () => {
    expect(rawValue(column("type"), server, t)).toBe("RASPBERRY_PI");
    expect(rawValue(column("machines"), server, t)).toBe(5);
    const text = await readText(
      exportCsv([server], [column("name"), column("type"), column("description")], "servers", t, { mode: "raw" }),
    );
    expect(text.split("\r\n")[1]).toBe("pi-kyiv-01,RASPBERRY_PI,-3");
  });
});

describe("exportValue: flags, missing values, counts and columns kept out of a raw file", () => {
  it("writes a flag as the words for yes and no and a missing value as the list's none text", () => {
    expect(exportValue({ key: "isActive", cell: "custom" }, { isActive: true }, t)).toBe("«def.resource.yes»");
    expect(exportValue({ key: "isActive", cell: "custom" }, { isActive: false }, t)).toBe("«def.resource.no»");
    expect(exportValue({ key: "ip", empty: "servers.none" }, { ip: null }, t)).toBe("«servers.none»");
    expect(exportValue({ key: "ip" }, { ip: null }, t)).toBe("");
  });

  it("counts the rows of another list that point at the row, zero when none does", () => {
    const column = { key: "countries", countFrom: { from: "sms-configs", field: "serviceId" } };
    const { countOf, nameOf } = namesAndCounts(
      new Map([["sms-configs", [{ serviceId: 1 }, { serviceId: 1 }, { serviceId: 2 }]]]),
    );
    expect(exportValue(column, { id: 1 }, t, nameOf, countOf)).toBe(2);
    expect(exportValue(column, { id: 3 }, t, nameOf, countOf)).toBe(0);
  });

  it("leaves a column shown only out of the raw file and a column never exported out of both", () => {
    const columns = [{ key: "login" }, { key: "password", export: "shown" as const }, { key: "x", export: false }];
    expect(columnsFor(columns, "shown").map((c) => c.key)).toEqual(["login", "password"]);
    expect(columnsFor(columns, "raw").map((c) => c.key)).toEqual(["login"]);
  });
});
