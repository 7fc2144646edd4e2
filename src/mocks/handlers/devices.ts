import { http } from "msw";
import type { Device } from "@/api/types";
import { sessions } from "../db";
import { clearedCookies, requireSession } from "../session";
import { apiPath, fail, invalid, ok } from "../wire";

export const deviceHandlers = [
  http.get(apiPath("/auth/devices"), (info) => {
    const auth = requireSession(info);
    if (auth instanceof Response) return auth;
    const now = Date.now();
    const devices: Device[] = sessions
      .filter((s) => s.userUuid === auth.user.uuid && s.refreshExpiresAt > now)
      .sort((a, b) => Number(b.id === auth.session.id) - Number(a.id === auth.session.id) || b.createdAt - a.createdAt)
      .map((s) => ({ device: s.device, token: s.id, current: s.id === auth.session.id }));
    return ok(devices);
  }),

  http.delete(apiPath("/auth/logout"), (info) => {
    const auth = requireSession(info);
    if (auth instanceof Response) return auth;
    const token = new URL(info.request.url).searchParams.get("token");
    if (!token) return invalid({ token: "Token is required" });
    const target = sessions.get(token);
    // Someone else's session answers like an unknown one: tokens must not be probed.
    if (!target || target.userUuid !== auth.user.uuid) return fail(404, "Session not found");
    sessions.remove(target.id);
    return ok(null, target.id === auth.session.id ? { headers: clearedCookies() } : {});
  }),
];
