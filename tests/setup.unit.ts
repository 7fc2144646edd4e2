import { afterAll, afterEach, vi } from "vitest";
import { cleanup } from "@testing-library/react";
import { resetClientState } from "./support/resetClientState";
import { skipOwnerStacks } from "./support/skipOwnerStacks";
import { framesOnRealTimers } from "./support/animationFrames";

skipOwnerStacks();
framesOnRealTimers();

// Pure logic: no antd, no mock backend. A unit test that needs the mock belongs in
// tests/integration, whose setup (tests/setup.ts) starts it; a stray request here fails loudly.
afterEach(() => {
  // testing-library registers its own unmount only on its first import; the files of a worker
  // share it (vite.config.ts), so each file's setup unmounts explicitly.
  cleanup();
  resetClientState();
});
// Nothing a file stubbed or faked outlives it.
afterAll(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});
