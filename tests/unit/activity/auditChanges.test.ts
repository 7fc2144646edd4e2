import { describe, expect, it } from "vitest";
import {
  AUDIT_VALUE_MAX,
  auditChanges,
  auditValue,
  changesText,
  isSecretField,
  stripSecrets,
} from "@/lib/auditChanges";

describe("auditChanges: what an activity entry says changed", () => {
  it("lists each changed field with its old and new value, and leaves unchanged ones out", () => {
    expect(
      auditChanges({ name: "Berlin 2", port: 8080, active: true }, { name: "Berlin", port: 8080, active: false }),
    ).toEqual([
      { field: "name", old: "Berlin", new: "Berlin 2" },
      { field: "active", old: false, new: true },
    ]);
  });

  it("gives only the new value when the old one is not known (a create, an update refine had no copy of)", () => {
    expect(auditChanges({ name: "Spare", stock: 3 })).toEqual([
      { field: "name", new: "Spare" },
      { field: "stock", new: 3 },
    ]);
    expect(auditChanges({ name: "B", note: "x" }, { name: "A" })).toEqual([
      { field: "name", old: "A", new: "B" },
      { field: "note", new: "x" },
    ]);
  });

  it("never names a secret: passwords, API keys, tokens, decrypted values, and fields declared secret", () => {
    const sent = {
      name: "SMS hub",
      password: "hunter2",
      newPassword: "n3w",
      apiKey: "sk-live-123",
      api_key: "sk-live-456",
      accessToken: "tok",
      clear: "plain",
      recoveryPassword: "r3c",
      pin: "1234",
    };
    const changes = auditChanges(sent, { password: "old-secret", apiKey: "sk-old" }, ["pin"]);
    expect(changes).toEqual([{ field: "name", new: "SMS hub" }]);
    const written = JSON.stringify(changes);
    for (const secret of ["hunter2", "n3w", "sk-live", "sk-old", "old-secret", "tok", "plain", "r3c", "1234"]) {
      expect(written).not.toContain(secret);
    }
  });

  it("strips secrets at any depth of a nested value, and in lists", () => {
    expect(stripSecrets({ name: "x", auth: { login: "a", password: "p" }, list: [{ token: "t", id: 1 }] })).toEqual({
      name: "x",
      auth: { login: "a" },
      list: [{ id: 1 }],
    });
    expect(auditChanges({ config: { host: "h", secret: "s" } })).toEqual([{ field: "config", new: '{"host":"h"}' }]);
  });

  it("knows secret field names whatever their case or separator", () => {
    for (const name of ["password", "Password2", "api_key", "apiKey", "API-KEY", "refresh_token", "clientSecret"]) {
      expect(isSecretField(name), name).toBe(true);
    }
    for (const name of ["name", "host", "port", "status", "roles", "email"])
      expect(isSecretField(name), name).toBe(false);
  });

  it("keeps scalars as they are and cuts long text", () => {
    expect(auditValue(null)).toBeNull();
    expect(auditValue(false)).toBe(false);
    expect(auditValue(12)).toBe(12);
    expect(auditValue(["ADMIN", "USER"])).toBe('["ADMIN","USER"]');
    const long = auditValue("x".repeat(500));
    expect(typeof long === "string" && long.length).toBe(AUDIT_VALUE_MAX);
  });

  it("reads as one line for the list", () => {
    expect(
      changesText([
        { field: "name", old: "A", new: "B" },
        { field: "port", new: 80 },
      ]),
    ).toBe('name: "A" → "B"; port: 80');
  });
});
