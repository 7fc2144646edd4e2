// Where the e2e tests read the app's files and write what they produce (all under test-results/).
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = fileURLToPath(new URL("../../..", import.meta.url));
export const RESULTS_DIR = path.join(ROOT, "test-results");
/** Deliberate screenshots (`shot`), compared pixel by pixel across builds: names stay stable. */
export const SCREENS_DIR = path.join(RESULTS_DIR, "screens");
/** Signed-in storage per server and demo user, written by auth.setup.ts, read by openSignedIn. */
export const SESSIONS_DIR = path.join(RESULTS_DIR, "sessions");
