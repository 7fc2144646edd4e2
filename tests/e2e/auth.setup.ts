// Signs each demo user of SIGNED_IN_LOGINS in once per run through the UI and stores the
// context's cookies and localStorage for openSignedIn (lib/browser.ts). Signing in once per file
// cost a page load and a sign-in in each of about twenty files.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { test } from "./fixtures";
import { SIGNED_IN_LOGINS, sessionFile, signIn } from "./lib/browser";

for (const login of SIGNED_IN_LOGINS) {
  test(`sign in as ${login}`, async ({ page, context }) => {
    await signIn(page, login);
    const file = sessionFile(login);
    mkdirSync(path.dirname(file), { recursive: true });
    await context.storageState({ path: file });
  });
}
