import { auditChanges, type AuditChange } from "@/lib/auditChanges";
import { SEED_NOW } from "./seedClock";
import { table } from "./table";
import { users, type UserRecord } from "./users";

export interface AuditRecord {
  id: number;
  created_at: string;
  resource: string;
  action: string;
  record_id: string | null;
  record_label: string | null;
  author_uuid: string;
  author_login: string;
  author_name: string;
  changes: AuditChange[];
  details: string | null;
}

const MINUTE = 60_000;

export const authorOf = (user: UserRecord): Pick<AuditRecord, "author_uuid" | "author_login" | "author_name"> => ({
  author_uuid: user.uuid,
  author_login: user.login,
  author_name: `${user.name} ${user.surname}`.trim(),
});

/** A few days of the demo team's work, so the area is not empty on a fresh mock. */
const seedAudit = (): AuditRecord[] => {
  const byLogin = (login: string) => users.seeded().find((u) => u.login === login);
  const owner = byLogin("owner");
  const admin = byLogin("admin");
  const operator = byLogin("operator");
  if (!owner || !admin || !operator) return [];
  const at = (minutesAgo: number) => new Date(SEED_NOW - minutesAgo * MINUTE).toISOString();
  const rows: Omit<AuditRecord, "id">[] = [
    {
      created_at: at(3 * 24 * 60),
      resource: "proxy-configs",
      action: "update",
      record_id: "2",
      record_label: "Residential EU",
      ...authorOf(admin),
      changes: auditChanges({ name: "Residential EU" }, { name: "Residential" }),
      details: null,
    },
    {
      created_at: at(2 * 24 * 60 + 95),
      resource: "users",
      action: "approve",
      record_id: operator.uuid,
      record_label: operator.login,
      ...authorOf(owner),
      changes: auditChanges({ status: "ACTIVE" }, { status: "NEW" }),
      details: null,
    },
    {
      created_at: at(26 * 60),
      resource: "accounts",
      action: "export",
      record_id: null,
      record_label: null,
      ...authorOf(admin),
      changes: [],
      details: "120",
    },
    {
      created_at: at(5 * 60),
      resource: "keywords",
      action: "update",
      record_id: "1",
      record_label: null,
      ...authorOf(owner),
      changes: auditChanges({ favorite: true }, { favorite: false }),
      details: null,
    },
  ];
  return rows.map((row, i) => ({ id: i + 1, ...row }));
};

export const auditLog = table<AuditRecord, "id">({ name: "audit", version: 1, key: "id", seed: seedAudit });

export const nextAuditId = (): number => Math.max(0, ...auditLog.all().map((row) => row.id)) + 1;
