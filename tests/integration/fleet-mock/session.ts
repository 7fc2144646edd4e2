import { expect } from "vitest";
import { rejectionOf } from "../../support/apiRejection";
import type { ListRequest } from "@/api/types/fleet";
import { useAuthStore } from "@/state/auth";

/** Demo users of docs/api.md: owner OWNER, admin ADMIN, operator USER, robot ADMIN_BOT. */
type DemoLogin = "owner" | "admin" | "operator" | "robot";

/** Signs in through the real store, so the client's cookies are the ones a user would have. */
export const signInAs = async (login: DemoLogin): Promise<void> => {
  await useAuthStore.getState().login({ login, password: "demo-pass", remember_me: true });
};

export const query = (page = 1, size = 10, extra: Partial<ListRequest> = {}): ListRequest => ({
  page,
  size,
  filters: {},
  ...extra,
});
export const ALL = query(1, -1);

/** The ApiError a call rejects with (see rejectionOf). */
export const rejection = rejectionOf;

/** The field errors of the 422 a call rejects with (docs/api.md "Errors"); another answer fails the test. */
export const fieldErrorsOf = async (call: Promise<unknown>): Promise<Record<string, string> | undefined> => {
  const error = await rejectionOf(call);
  expect(error.status).toBe(422);
  return error.fieldErrors;
};

export const isSortedBy = <T>(rows: readonly T[], value: (row: T) => string | number, asc: boolean): boolean =>
  rows.every((row, i) => {
    if (i === 0) return true;
    const a = value(rows[i - 1] as T);
    const b = value(row);
    const order =
      typeof a === "number" && typeof b === "number"
        ? a - b
        : String(a).localeCompare(String(b), "en", { numeric: true, sensitivity: "base" });
    return asc ? order <= 0 : order >= 0;
  });
