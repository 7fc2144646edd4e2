import "@ant-design/v5-patch-for-react-19";
import "@testing-library/jest-dom/vitest";
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from "vitest";
import { cleanup, configure } from "@testing-library/react";
import { faults, resetDb, server } from "@/mocks/node";
import { UNDO } from "@/config";
import { REDUCED_MOTION_QUERY } from "@/lib/useMediaQuery";
import { staticTranslations } from "./support/staticTranslations";
import { resetClientState } from "./support/resetClientState";
import { fakeMatchMedia } from "./support/matchMedia";
import { skipStyleInjection } from "./support/skipStyleInjection";
import { skipOwnerStacks } from "./support/skipOwnerStacks";
import { lazyElementErrors } from "./support/lazyElementErrors";
import { layoutFor } from "./support/SwitchableLayout";
import { framesOnRealTimers } from "./support/animationFrames";

// jsdom lacks matchMedia and ResizeObserver, which antd and the theme default need. The tests' screen
// asks for reduced motion: jsdom fires no transition events, so every closing dialog, toast and
// popup waited out rc-motion's deadline (about a fifth of the integration tests' time).
if (!window.matchMedia) {
  Object.defineProperty(window, "matchMedia", {
    writable: true,
    value: fakeMatchMedia((q) => q === REDUCED_MOTION_QUERY),
  });
}
if (!("ResizeObserver" in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, "ResizeObserver", { writable: true, value: ResizeObserverStub });
}

skipStyleInjection();
skipOwnerStacks();
lazyElementErrors();
framesOnRealTimers();

// CI runs two workers on two cores: antd renders each field's error a tick apart, and a loaded
// machine stretches that past testing-library's 1 s default. A miss still fails, only later.
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => {
  // Deletes are sent at once unless a test is about their Undo (tests/integration/table/undo-delete.test.tsx).
  UNDO.windowMs = 0;
  server.use(staticTranslations);
  layoutFor(expect.getState().testPath);
});
/*
 * jsdom re-parses every stylesheet antd injected on each getComputedStyle call (seconds per call
 * on antd's deep trees) and has no layout to report anyway; inline styles stand in for the
 * cascade. Tests that need real CSS run in the browser suite.
 */
window.getComputedStyle = ((element: Element) =>
  element instanceof HTMLElement || element instanceof SVGElement
    ? element.style
    : document.createElement("div").style) as typeof window.getComputedStyle;

afterEach(async () => {
  // A test that ran on a fake clock (tests/support/fakeTimers.ts) leaves it with the test.
  vi.useRealTimers();
  // testing-library registers its own unmount only on its first import; without per-file isolation
  // the module is shared, so every file's setup unmounts explicitly.
  cleanup();
  // Expire leftover session cookies in both document.cookie and msw's jar before the next test.
  await fetch("/api/auth/logout", { credentials: "include" }).catch(() => undefined);
  server.resetHandlers();
  resetDb();
  faults.reset();
  resetClientState();
});
afterAll(() => {
  server.close();
  // Files share one module graph and one jsdom (vite.config.ts): nothing a file
  // stubbed or faked outlives it.
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});
