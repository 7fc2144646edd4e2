import { afterEach } from "vitest";
import { resetClientState } from "./support/resetClientState";

// Pure logic: no antd, no mock backend. A unit test that needs the mock belongs in
// tests/integration, whose setup (tests/setup.ts) starts it; a stray request here fails loudly.
afterEach(resetClientState);
