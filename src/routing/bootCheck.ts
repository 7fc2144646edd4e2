import type { CheckResponse } from "@refinedev/core";
import { authProvider } from "@/providers/auth";
import { isAuthArea } from "@/providers/authRedirect";

/** A boot check older than this is not the guard's to use: the guard checks again. */
const FRESH_MS = 5_000;

type BootCheck = { startedAt: number; result: Promise<CheckResponse>; settled?: CheckResponse };
let boot: BootCheck | undefined;

/** With a stored session the guard's first token check starts with the page. */
export function startBootCheck(pathname: string): void {
  if (isAuthArea(pathname)) return;
  const check: BootCheck = { startedAt: Date.now(), result: authProvider.check() };
  void check.result.then((settled) => (check.settled = settled));
  boot = check;
}

/** The fresh boot check for the guard's first check; kept until the guard commits, for a render thrown away. */
export function freshBootCheck(): BootCheck | undefined {
  return boot && Date.now() - boot.startedAt < FRESH_MS ? boot : undefined;
}

export function forgetBootCheck(): void {
  boot = undefined;
}
