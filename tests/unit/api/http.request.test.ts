import { describe, expect, it } from "vitest";
import { api, authApi, request, resetHttpState, unwrapData } from "@/api/http";
import { ApiError } from "@/api/errors";
import { apiBase } from "@/config";
import { harness, failure } from "./fakeAdapter";

describe("request helper (SES-18)", () => {
  it("resolves with the body's data field when present, else the whole body", async () => {
    const { http } = harness((c) =>
      c.url === "/wrapped"
        ? { status: 200, data: { data: { id: 1 } } }
        : { status: 201, data: { list: [], totalCount: 0 } },
    );
    await expect(request("GET", "/wrapped", {}, http.api)).resolves.toEqual({ id: 1 });
    await expect(request("POST", "/plain", {}, http.api)).resolves.toEqual({ list: [], totalCount: 0 });
    expect(unwrapData("text")).toBe("text");
  });

  it("rejects a non-2xx answer with an ApiError carrying the server's message and field errors", async () => {
    const { http } = harness(() => ({
      status: 422,
      data: { error_message: "Invalid input", errors: { email: "taken" } },
    }));
    const error = await failure(request("POST", "/users", { data: {} }, http.api));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe("Validation error: Invalid input");
    expect((error as ApiError).fieldErrors).toEqual({ email: "taken" });
    expect((error as ApiError).serverMessage).toBe("Invalid input");
  });

  it("sends the method, params, JSON body and cookies under the base URL", async () => {
    const { http, server } = harness(() => ({ status: 200 }));
    await request("PATCH", "/items/1", { params: { q: "x" }, data: { a: 1 }, headers: { "X-Extra": "1" } }, http.api);
    const sent = server.calls[0];
    expect(sent.method).toBe("patch");
    expect(sent.baseURL).toBe("http://api.test");
    expect(sent.params).toEqual({ q: "x" });
    expect(sent.data).toBe(JSON.stringify({ a: 1 }));
    expect(sent.withCredentials).toBe(true);
    expect(sent.headers.get("Content-Type")).toBe("application/json");
    expect(sent.headers.get("X-Extra")).toBe("1");
  });

  it("leaves a multipart body without the JSON content type", async () => {
    const { http, server } = harness(() => ({ status: 200 }));
    const form = new FormData();
    form.append("avatar", new Blob(["x"]), "a.png");
    await request("POST", "/users/update/avatar", { data: form }, http.api);
    expect(server.calls[0].data).toBe(form);
    expect(server.calls[0].headers.get("Content-Type")).not.toBe("application/json");
  });
});

describe("status markers in the pipeline", () => {
  it("banned on a success body redirects to /ban-user and rejects User is banned", async () => {
    const { http, navigate } = harness(() => ({ status: 200, data: { status: "banned" } }));
    const error = await failure(request("GET", "/users/current", {}, http.api));
    expect(error.message).toBe("User is banned");
    expect(error.kind).toBe("marker");
    expect(navigate).toHaveBeenCalledWith("/ban-user");
  });

  it("new_user on an error body redirects to /new-user, rejects New user setup required, and does not refresh", async () => {
    const { http, navigate, server } = harness(() => ({ status: 403, data: { user_status: "new_user" } }));
    const error = await failure(request("GET", "/users/current", {}, http.api));
    expect(error.message).toBe("New user setup required");
    expect(navigate).toHaveBeenCalledWith("/new-user");
    expect(server.callsTo("/auth/refreshToken")).toBe(0);
  });

  it("ignores the upper-case user status field", async () => {
    const { http, navigate } = harness(() => ({ status: 200, data: { status: "BANNED", uuid: "u" } }));
    await expect(request("GET", "/users/current", {}, http.api)).resolves.toEqual({ status: "BANNED", uuid: "u" });
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe("default instances", () => {
  it("share one setup: base URL, cookies, JSON, 30000 ms timeout", () => {
    for (const instance of [api, authApi]) {
      expect(instance.defaults.baseURL).toBe(apiBase());
      expect(instance.defaults.withCredentials).toBe(true);
      expect(instance.defaults.timeout).toBe(30000);
      expect(instance.defaults.headers["Content-Type"]).toBe("application/json");
    }
    expect(api).not.toBe(authApi);
    expect(() => resetHttpState()).not.toThrow();
  });
});
