import { accountsApi } from "@/api/endpoints/accounts";
import { readText } from "@/lib/readText";
import { decryptSecret, encryptSecret } from "@/mocks/db/accountSecrets";
import { accounts, SEEDED_ACCOUNTS } from "@/mocks/db/accounts";
import { machines } from "@/mocks/db/machines";
import { fieldErrorsOf, isSortedBy, query, rejection, signInAs } from "./session";

const EXPORT = {
  fields: ["login" as const, "password" as const],
  count: 5,
  encode: false,
  forTesting: true,
  status: "NONE",
  localeId: 1,
};

describe("accounts calls of the mock", () => {
  beforeEach(() => signInAs("admin"));

  it("seeds 20,000 accounts; those on a machine are that machine's account", async () => {
    expect(accounts.count()).toBe(SEEDED_ACCOUNTS);
    const onMachine = accounts.all().filter((a) => a.name_machine !== "NULL");
    expect(onMachine.length).toBeGreaterThan(100);
    for (const account of onMachine.slice(0, 20)) {
      const machine = machines.find((m) => m.name_machine === account.name_machine);
      expect(machine?.account?.split("@")[0]).toBe(account.login);
    }
  });

  it("lists by updated descending by default, pages, sorts, searches and filters; All gives 20,000", async () => {
    const page = await accountsApi.list(query(1, 10));
    expect(page.totalCount).toBe(SEEDED_ACCOUNTS);
    expect(isSortedBy(page.list, (a) => a.updated ?? "", false)).toBe(true);
    const byMachine = await accountsApi.list(query(1, 10, { sort: "nameMachine:desc" }));
    expect(isSortedBy(byMachine.list, (a) => a.nameMachine ?? "NULL", false)).toBe(true);
    const banned = await accountsApi.list(query(1, 50, { filters: { status: "BANNED", localeId: 2 } }));
    expect(banned.list.every((a) => a.status === "BANNED" && a.localeId === 2)).toBe(true);
    const login = page.list[3]?.login ?? "";
    expect((await accountsApi.list(query(1, 10, { search: login }))).list.map((a) => a.login)).toEqual([login]);
    expect((await accountsApi.list(query(1, -1))).list).toHaveLength(SEEDED_ACCOUNTS);
  });

  it("decrypts for a holder of ADMIN only: 403 for OWNER, USER and ADMIN_BOT; 400 for a value it did not encrypt", async () => {
    const row = accounts.all()[0];
    expect(await accountsApi.decrypt(row?.password ?? "")).toBe(decryptSecret(row?.password ?? ""));
    expect((await rejection(accountsApi.decrypt("plain"))).status).toBe(400);
    for (const login of ["owner", "operator", "robot"] as const) {
      await signInAs(login);
      expect((await rejection(accountsApi.decrypt(row?.password ?? ""))).status).toBe(403);
    }
  });

  it("answers the detail with every secret encrypted and the installed apps named", async () => {
    const row = accounts.all().find((a) => a.installed_apps.length > 0);
    const detail = await accountsApi.one(row?.login ?? "");
    expect(detail.login).toBe(row?.login);
    expect(decryptSecret(detail.recoveryPassword ?? "")).not.toBeNull();
    expect(detail.recoveryCodes).toHaveLength(4);
    expect(detail.installedApps[0]?.name).toBeTruthy();
    expect((await rejection(accountsApi.one("nobody.at.all"))).status).toBe(404);
  });

  it("checks a list: each login's status, TEMP for an unknown one; 422 for an empty list", async () => {
    const row = accounts.all().find((a) => a.account_status === "BANNED");
    const checked = await accountsApi.check([row?.login ?? "", "nobody.at.all"]);
    expect(checked).toEqual([
      { login: row?.login, account_status: "BANNED" },
      { login: "nobody.at.all", account_status: "TEMP" },
    ]);
    await signInAs("operator");
    expect(await accountsApi.check([row?.login ?? ""])).toHaveLength(1);
    expect((await rejection(accountsApi.check([]))).status).toBe(422);
  });

  it("exports the pattern's fields per line, clear unless encode; a real export marks the accounts EXPORTED", async () => {
    const pool = accounts.filter((a) => a.account_status === "NONE" && a.locale_id === 1).slice(0, 5);
    const clear = (await readText(await accountsApi.export(EXPORT))).trim().split("\n");
    expect(clear).toEqual(pool.map((a) => `${a.login}:${decryptSecret(a.password)}`));
    const encoded = (await readText(await accountsApi.export({ ...EXPORT, encode: true }))).trim().split("\n");
    expect(encoded[0]).toBe(`${pool[0]?.login}:${pool[0]?.password}`);
    await accountsApi.export({ ...EXPORT, forTesting: false });
    expect(pool.every((a) => accounts.get(a.login)?.account_status === "EXPORTED")).toBe(true);
  });

  it("refuses an export without fields, status, locale or a count of 1, and USER may not export (403)", async () => {
    const refused = await rejection(accountsApi.export({ ...EXPORT, fields: [], count: 0, status: "", localeId: 0 }));
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.fieldErrors ?? {}).sort()).toEqual(["count", "locale", "parse_pattern", "status"]);
    await signInAs("operator");
    expect((await rejection(accountsApi.export(EXPORT))).status).toBe(403);
  });

  it("imports a .txt file: new accounts are NONE in the locale, existing and malformed lines are rejected with reasons", async () => {
    const existing = accounts.all()[10]?.login ?? "";
    const file = new File([`new.person1:secret1\n${existing}:x\nnew.person2\n`], "batch.txt", { type: "text/plain" });
    const result = await accountsApi.import({
      fields: ["login", "password"],
      localeId: 3,
      file,
      changeRecovery: true,
      encode: true,
    });
    expect(result).toMatchObject({ imported: 1 });
    expect(result.rejected.map((r) => r.reason)).toEqual(["Account already exists", "Expected 2 fields, found 1"]);
    const stored = accounts.get("new.person1");
    expect(stored).toMatchObject({
      account_status: "NONE",
      locale_id: 3,
      recovery_email: "new.person1.rec@example.org",
    });
    expect(decryptSecret(stored?.password ?? "")).toBe("secret1");
    // encode off: the file's passwords must already be encrypted.
    const raw = new File([`new.person3:${encryptSecret("pw3")}\nnew.person4:clear\n`], "b.txt", { type: "text/plain" });
    const second = await accountsApi.import({
      fields: ["login", "password"],
      localeId: 3,
      file: raw,
      changeRecovery: false,
      encode: false,
    });
    expect(second.imported).toBe(1);
    expect(second.rejected[0]?.reason).toBe("password is not encrypted");
  });

  it("imports any Unicode secret and judges every line before storing one: a retry takes nothing twice", async () => {
    const before = accounts.count();
    const lines = ["uni.first1:plain1", "uni.second:Пароль№1", "uni.third1:密码🔑", "uni.first1:again", "bad"];
    const send = () =>
      accountsApi.import({
        fields: ["login", "password"],
        localeId: 3,
        file: new File([`\uFEFF${lines.join("\r\n")}\r\n`], "unicode.txt", { type: "text/plain" }),
        changeRecovery: false,
        encode: true,
      });
    const result = await send();
    expect(result.imported).toBe(3);
    expect(result.rejected).toEqual([
      { line: 4, login: "uni.first1", reason: "Login repeated in the file" },
      // A rejection names the line's login, a malformed line its first field
      { line: 5, login: "bad", reason: "Expected 2 fields, found 1" },
    ]);
    expect(accounts.count()).toBe(before + 3);
    expect(decryptSecret(accounts.get("uni.second")?.password ?? "")).toBe("Пароль№1");
    expect(decryptSecret(accounts.get("uni.third1")?.password ?? "")).toBe("密码🔑");
    expect(await accountsApi.decrypt(accounts.get("uni.second")?.password ?? "")).toBe("Пароль№1");

    const again = await send();
    expect(again.imported).toBe(0);
    expect(again.rejected.map((r) => r.reason)).toEqual([
      "Account already exists",
      "Account already exists",
      "Account already exists",
      "Account already exists",
      "Expected 2 fields, found 1",
    ]);
    expect(accounts.count()).toBe(before + 3);
  });

  it("refuses an import file over 5 MB under its field and stores nothing", async () => {
    const before = accounts.count();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], "big.txt", { type: "text/plain" });
    expect(big.size).toBeGreaterThan(5 * 1024 * 1024);
    const refused = await fieldErrorsOf(
      accountsApi.import({
        fields: ["login", "password"],
        localeId: 3,
        file: big,
        changeRecovery: false,
        encode: true,
      }),
    );
    expect(refused).toEqual({ file: "The file is larger than 5 MB" });
    expect(accounts.count()).toBe(before);
  });

  it("refuses an import without login in the pattern, without a locale or with another file type", async () => {
    const csv = new File(["a,b"], "batch.csv", { type: "text/csv" });
    const refused = await fieldErrorsOf(
      accountsApi.import({ fields: ["password"], localeId: 0, file: csv, changeRecovery: false, encode: true }),
    );
    expect(refused).toMatchObject({
      parse_pattern: "The pattern must contain login",
      locale: "Locale is required",
      file: "Only .txt files are accepted",
    });
  });

  it("answers the statuses, NONE and TEMP among them", async () => {
    expect(await accountsApi.statuses()).toEqual(expect.arrayContaining(["NONE", "TEMP", "BANNED"]));
  });
});
