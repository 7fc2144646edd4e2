import { describe, expect, it } from "vitest";
import { ANDROID_TYPES, MACHINE_STATUSES, TASK_STATUSES } from "@/api/types/machines";
import { loadFlat } from "./translationKeys";

// Keys built at run time, from a wire value or another key, which the key-coverage test cannot
// read: each one the console can ask for is listed here.
const BUILT: Record<string, readonly string[]> = {
  "machines.status.": MACHINE_STATUSES,
  "machines.type.": ANDROID_TYPES,
  "machines.task_status.": TASK_STATUSES,
  "machines.task_type.": ["KEYWORD_INSTALL", "DIRECT_INSTALL", "FEEDBACK", "OPEN_APP"],
  "machines.boards.status.": ["ONLINE", "OFFLINE"],
  // the transfer dialogs' switches: `<label key>_help`
  "accounts.": ["export.encode_help", "export.for_testing_help", "import.encode_help", "import.change_recovery_help"],
};

describe("translation keys built at run time", () => {
  const english = loadFlat("en", ["machines", "accounts"]).keys;
  it.each(Object.entries(BUILT))("%s has a text for every key it builds", (prefix, ends) => {
    const missing = ends.filter((end) => typeof english.get(`${prefix}${end}`) !== "string");
    expect(missing).toEqual([]);
  });
});
