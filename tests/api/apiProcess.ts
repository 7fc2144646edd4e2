import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inject } from "vitest";
import { startApi, type ApiProcess } from "../../scripts/lib/apiProcess.mjs";

export { startApi, type ApiProcess };

/** A server of its own (to restart or kill), from the bundle tests/api/globalSetup.ts built. */
export const startBundledApi = (args: readonly string[]): Promise<ApiProcess> =>
  startApi(args, {}, { entry: inject("apiBundle") });

/** A fresh folder for a state file of its own. */
export const tempDbFile = (): string => join(mkdtempSync(join(tmpdir(), "mock-api-")), "db.json");

/** A client with its own cookie jar, as one browser would be (the server's cookies are HttpOnly). */
export const client = (origin: string) => {
  const jar = new Map<string, string>();
  const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${origin}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...(jar.size > 0 ? { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; ") } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const at = pair.indexOf("=");
      const value = pair.slice(at + 1);
      if (value === "" || /max-age=0/i.test(line)) jar.delete(pair.slice(0, at));
      else jar.set(pair.slice(0, at), value);
    }
    return response;
  };
  return {
    call,
    cookieHeader: () => [...jar].map(([k, v]) => `${k}=${v}`).join("; "),
    /** The console's sign-in call (src/api/endpoints/auth.ts sends this body). */
    signIn: (login: string) => call("POST", "/api/auth/login", { login, password: "demo-pass", remember_me: true }),
  };
};
