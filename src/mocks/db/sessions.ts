import { randomToken, type Rng } from "./random";
import { table } from "./table";
import { users } from "./users";

/** `id` is the devices list's public `token`; access and refresh tokens only travel in cookies. */
export interface SessionRecord {
  id: string;
  userUuid: string;
  accessToken: string;
  refreshToken: string;
  device: string;
  remember: boolean;
  createdAt: number;
  accessExpiresAt: number;
  refreshExpiresAt: number;
}

export const ACCESS_TTL_MS = 15 * 60_000;
const REFRESH_TTL_MS = 30 * 24 * 3_600_000;
/** Without "remember me" the refresh cookie is a browser-session cookie; the server caps it at a day. */
const SHORT_REFRESH_TTL_MS = 24 * 3_600_000;

const DAY_MS = 24 * 3_600_000;

/** Other devices of the demo users, so the profile's devices tab has something to sign out. */
const OTHER_DEVICES: Readonly<Record<string, readonly string[]>> = {
  owner: ["Firefox on Windows", "Safari on iOS"],
  admin: ["Edge on Windows"],
  operator: ["Chrome on Android"],
};

const seedSessions = (rng: Rng): SessionRecord[] => {
  // Seeded sessions are never presented by a client, so times relative to load are harmless.
  const now = Date.now();
  return Object.entries(OTHER_DEVICES).flatMap(([login, devices]) => {
    const owner = users.seeded().find((u) => u.login === login);
    if (!owner) return [];
    return devices.map((device) => {
      const createdAt = now - rng.int(1, 20) * DAY_MS;
      return {
        id: rng.hex(32),
        userUuid: owner.uuid,
        accessToken: rng.hex(48),
        refreshToken: rng.hex(48),
        device,
        remember: true,
        createdAt,
        accessExpiresAt: createdAt + ACCESS_TTL_MS,
        refreshExpiresAt: now + REFRESH_TTL_MS,
      };
    });
  });
};

export const sessions = table<SessionRecord, "id">({
  name: "sessions",
  version: 1,
  key: "id",
  seed: seedSessions,
  seedReadsClock: true,
});

export const createSession = (userUuid: string, device: string, remember: boolean): SessionRecord => {
  const now = Date.now();
  return sessions.insert({
    id: randomToken(16),
    userUuid,
    accessToken: randomToken(),
    refreshToken: randomToken(),
    device,
    remember,
    createdAt: now,
    accessExpiresAt: now + ACCESS_TTL_MS,
    refreshExpiresAt: now + (remember ? REFRESH_TTL_MS : SHORT_REFRESH_TTL_MS),
  });
};

export const findByAccessToken = (token: string | undefined): SessionRecord | undefined =>
  token ? sessions.find((s) => s.accessToken === token) : undefined;

export const findByRefreshToken = (token: string | undefined): SessionRecord | undefined =>
  token ? sessions.find((s) => s.refreshToken === token) : undefined;

export const rotateAccessToken = (session: SessionRecord): SessionRecord =>
  sessions.update(session.id, { accessToken: randomToken(), accessExpiresAt: Date.now() + ACCESS_TTL_MS }) ?? session;

/** Ends the life of every access token, as if they all timed out; refresh tokens stay valid. */
export const expireAccessTokens = (): void => {
  for (const s of sessions.all()) sessions.update(s.id, { accessExpiresAt: 0 });
};
