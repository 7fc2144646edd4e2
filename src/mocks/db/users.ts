import type { Role, UserStatus, UserWire } from "@/api/types";
import { initialsAvatar } from "./avatar";
import { EMAIL_DOMAINS, FIRST_NAMES, LAST_NAMES, slug } from "./people";
import type { Rng } from "./random";
import { table } from "./table";

export interface UserRecord extends UserWire {
  image_src: string | null;
  /** Plain text on purpose: the mock holds no real secrets and demos need known passwords. */
  password: string;
  api_key: string | null;
}

export const DEMO_PASSWORD = "demo-pass";

interface DemoUser {
  login: string;
  name: string;
  surname: string;
  roles: Role[];
  status: UserStatus;
}

/** One demo user per role and status; listed in docs/api.md and the README. */
export const DEMO_USERS: readonly DemoUser[] = [
  { login: "owner", name: "Olena", surname: "Kovalenko", roles: ["OWNER"], status: "ACTIVE" },
  { login: "admin", name: "Marek", surname: "Nowak", roles: ["ADMIN"], status: "ACTIVE" },
  { login: "operator", name: "Emily", surname: "Carter", roles: ["USER"], status: "ACTIVE" },
  { login: "robot", name: "Release", surname: "Bot", roles: ["ADMIN_BOT"], status: "ACTIVE" },
  { login: "newbie", name: "Taras", surname: "Melnyk", roles: ["USER"], status: "NEW" },
  { login: "banned", name: "Piotr", surname: "Zielinski", roles: ["USER"], status: "BANNED" },
];

const SEEDED_USER_COUNT = 40;

const needsApiKey = (roles: readonly string[]): boolean =>
  roles.some((r) => r.toUpperCase() === "ADMIN_BOT" || r.toUpperCase() === "OWNER");

const apiKeyFrom = (rng: Pick<Rng, "hex">): string => `ak_${rng.hex(40)}`;

const demoRecord = (rng: Rng, demo: DemoUser): UserRecord => ({
  uuid: rng.uuid(),
  username: demo.login,
  login: demo.login,
  email: `${slug(demo.name)}.${slug(demo.surname)}@example.com`,
  name: demo.name,
  surname: demo.surname,
  status: demo.status,
  roles: demo.roles,
  image_src: initialsAvatar(demo.name, demo.surname),
  password: DEMO_PASSWORD,
  api_key: needsApiKey(demo.roles) ? apiKeyFrom(rng) : null,
});

const seededRoles = (rng: Rng): Role[] =>
  rng.weighted<Role[]>([
    [["USER"], 30],
    [["ADMIN"], 5],
    [["ADMIN_BOT"], 2],
    [["USER", "ADMIN"], 2],
    [["ADMIN", "ADMIN_BOT"], 1],
  ]);

const seedUsers = (rng: Rng): UserRecord[] => {
  const users = DEMO_USERS.map((demo) => demoRecord(rng, demo));
  const taken = new Set(users.map((u) => u.login));
  const takenEmails = new Set(users.map((u) => u.email));
  for (let i = 0; i < SEEDED_USER_COUNT; i += 1) {
    const name = rng.pick(FIRST_NAMES);
    const surname = rng.pick(LAST_NAMES);
    let login = `${slug(name).charAt(0)}${slug(surname)}`;
    for (let n = 2; taken.has(login); n += 1) login = `${slug(name).charAt(0)}${slug(surname)}${n}`;
    taken.add(login);
    const domain = rng.pick(EMAIL_DOMAINS);
    let email = `${slug(name)}.${slug(surname)}@${domain}`;
    for (let n = 2; takenEmails.has(email); n += 1) email = `${slug(name)}.${slug(surname)}${n}@${domain}`;
    takenEmails.add(email);
    const roles = seededRoles(rng);
    users.push({
      uuid: rng.uuid(),
      username: login,
      login,
      email,
      name,
      surname,
      status: rng.weighted<UserStatus>([
        ["ACTIVE", 30],
        ["NEW", 6],
        ["BANNED", 4],
      ]),
      roles,
      image_src: rng.chance(0.6) ? initialsAvatar(name, surname) : null,
      password: DEMO_PASSWORD,
      api_key: needsApiKey(roles) ? apiKeyFrom(rng) : null,
    });
  }
  return users;
};

export const users = table<UserRecord, "uuid">({ name: "users", version: 1, key: "uuid", seed: seedUsers });

const same = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

export const findUserByLogin = (login: string): UserRecord | undefined => users.find((u) => same(u.login, login));
export const findUserByEmail = (email: string): UserRecord | undefined => users.find((u) => same(u.email, email));

/** What the API shows of a user: never the password; the api_key only where a call adds it. */
export const toUserWire = (user: UserRecord): UserWire => ({
  uuid: user.uuid,
  username: user.username,
  login: user.login,
  email: user.email,
  name: user.name,
  surname: user.surname,
  status: user.status,
  roles: [...user.roles],
  image_src: user.image_src,
});
