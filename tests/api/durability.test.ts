import { appendFileSync, existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { client, startBundledApi, tempDbFile } from "./apiProcess";

const localeNames = async (origin: string, search: string): Promise<string[]> => {
  const admin = client(origin);
  await admin.signIn("admin");
  const answer = (await (await admin.call("GET", `/api/locales/list?search=${search}`)).json()) as {
    data: { list: { name: string }[] };
  };
  return answer.data.list.map((l) => l.name);
};

describe("npm run api keeps what it acknowledged", () => {
  it(
    "has a change answered 201 after a kill -9 and a restart, and skips a journal line torn by the crash",
    { timeout: 180_000 },
    async () => {
      const db = tempDbFile();
      const first = await startBundledApi([`--db=${db}`]);
      const admin = client(first.origin);
      await admin.signIn("admin");
      const created = await admin.call("PUT", "/api/locales/", {
        language: "kl",
        country: "kc",
        name: "Crashland",
        type: "TEST",
      });
      expect(created.status).toBe(201);
      await first.kill();
      // Nothing was written at a stop: the change is in the journal alone.
      expect(existsSync(db)).toBe(false);
      expect(readFileSync(`${db}.journal`, "utf8")).toContain("Crashland");
      // A crash in the middle of the next append leaves half a line.
      appendFileSync(`${db}.journal`, '{"table":"locales","version":1,"put":{"id":99');

      const second = await startBundledApi([`--db=${db}`]);
      expect(await localeNames(second.origin, "Crashland")).toEqual(["Crashland"]);
      expect(second.output().join("\n")).toContain("1 unreadable journal line(s) skipped");
      // Started, it folded the journal into the state file; the journal goes on with what came since.
      expect(readFileSync(db, "utf8")).toContain("Crashland");
      expect(readFileSync(`${db}.journal`, "utf8")).not.toContain("Crashland");
      await second.stop();
    },
  );
});
