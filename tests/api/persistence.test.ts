import { describe, expect, it } from "vitest";
import { client, startBundledApi, tempDbFile } from "./apiProcess";

const localeNames = async (origin: string): Promise<string[]> => {
  const admin = client(origin);
  await admin.signIn("admin");
  const answer = (await (await admin.call("GET", "/api/locales/list?search=Keptland")).json()) as {
    data: { list: { name: string }[] };
  };
  return answer.data.list.map((l) => l.name);
};

describe("npm run api keeps its state in a file", () => {
  it(
    "keeps a change across a restart; --reset and the reset control go back to the seed",
    { timeout: 180_000 },
    async () => {
      const db = tempDbFile();
      const first = await startBundledApi([`--db=${db}`]);
      const admin = client(first.origin);
      await admin.signIn("admin");
      const created = await admin.call("PUT", "/api/locales/", {
        language: "kk",
        country: "kp",
        name: "Keptland",
        type: "TEST",
      });
      expect(created.status).toBe(201);
      expect(await first.stop()).toBe(0);

      const second = await startBundledApi([`--db=${db}`]);
      expect(await localeNames(second.origin)).toEqual(["Keptland"]);
      expect((await second.control("reset")).status).toBe(200);
      expect(await localeNames(second.origin)).toEqual([]);
      const again = client(second.origin);
      await again.signIn("admin");
      await again.call("PUT", "/api/locales/", { language: "kk", country: "kp", name: "Keptland", type: "TEST" });
      await second.stop();

      const reseeded = await startBundledApi([`--db=${db}`, "--reset"]);
      expect(await localeNames(reseeded.origin)).toEqual([]);
      await reseeded.stop();
    },
  );
});
