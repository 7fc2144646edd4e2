import { REQUEST } from "@/config";

interface RetryCandidate {
  method: string;
  status: number | undefined;
  retryNonIdempotent?: boolean;
}

const RETRIED_METHODS: readonly string[] = REQUEST.retriedMethods;
const RETRIED_STATUSES: readonly number[] = REQUEST.retriedStatuses;

/** Whether a failed attempt may be sent again; POST/PATCH could duplicate side effects. */
export const isRetryable = ({ method, status, retryNonIdempotent }: RetryCandidate): boolean => {
  const upper = method.toUpperCase();
  if (!RETRIED_METHODS.includes(upper) && !retryNonIdempotent) return false;
  return status === undefined || RETRIED_STATUSES.includes(status);
};

/** `attempt` is 0 for the first retry; the caller stops after REQUEST.maxRetries. */
export const shouldRetry = (candidate: RetryCandidate, attempt: number): boolean =>
  attempt < REQUEST.maxRetries && isRetryable(candidate);

/** GET on 408/5xx backs off linearly: a read against a struggling server recovers sooner that way. */
const isLinearBackoff = (method: string, status: number | undefined): boolean =>
  method.toUpperCase() === "GET" && status !== undefined && (status === 408 || status >= 500);

/** Delay before retry number `attempt` (0-based), jittered ±20 % and never above the cap. */
export const backoffDelay = (
  attempt: number,
  method: string,
  status: number | undefined,
  random: () => number = Math.random,
): number => {
  const base = isLinearBackoff(method, status)
    ? REQUEST.backoffBaseMs * (attempt + 1)
    : REQUEST.backoffBaseMs * 2 ** attempt;
  const jitterFactor = 1 + REQUEST.jitter * (2 * random() - 1);
  return Math.round(Math.min(base * jitterFactor, REQUEST.backoffMaxMs));
};

/** Resolved at call time so fake timers drive it in tests. */
export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
