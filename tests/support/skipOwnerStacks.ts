import * as React from "react";

/**
 * React 19's development build captures a stack trace (`Error("react-stack-top-frame")`) for
 * each of the first 10,000 elements of every render, so its warnings can name the owner that
 * created an element. In jsdom that capture was about a tenth of the suite's CPU time. The
 * counter that caps it is pinned above the cap: elements get React's "unknown owner" stack,
 * warnings keep their component stacks, and nothing a test asserts reads owner stacks.
 */
export const skipOwnerStacks = (): void => {
  const internals = (React as unknown as Record<string, unknown>)
    .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE as Record<string, unknown> | undefined;
  if (!internals || !("recentlyCreatedOwnerStacks" in internals)) return;
  Object.defineProperty(internals, "recentlyCreatedOwnerStacks", {
    configurable: true,
    get: () => Number.MAX_SAFE_INTEGER,
    set: () => undefined,
  });
};
