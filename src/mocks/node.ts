import { setupServer } from "msw/node";
import { handlers } from "./handlers";

/** The vitest mock: in memory, no latency. Between tests call `resetDb()` and `faults.reset()`. */
export const server = setupServer(...handlers);

export { resetDb } from "./db";
export { faults } from "./faults";
