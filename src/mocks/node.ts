import { setupServer } from "msw/node";
import { handlers } from "./handlers";

/**
 * The mock backend for vitest. The db stays in memory (no storage) and latency is zero, so
 * tests are fast and each file starts from the seed. Between tests call `resetDb()` and
 * `faults.reset()`.
 */
export const server = setupServer(...handlers);

export { resetDb } from "./db";
export { faults } from "./faults";
