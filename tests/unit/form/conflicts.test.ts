import { describe, expect, it } from "vitest";
import { changesOf, mergeChoice, mergedValues, sameValue } from "@/components/form/conflicts";

const opened = { name: "pi-1", description: "old", serverParams: { taskInQueue: 5, reboot: false } };

describe("two people editing one record", () => {
  it("lists only the fields the other changed, and whether the user changed them too", () => {
    const theirs = { ...opened, description: "theirs", serverParams: { taskInQueue: 5, reboot: true } };
    const mine = { ...opened, name: "pi-2", description: "mine", serverParams: { taskInQueue: "5", reboot: false } };
    const keys = ["name", "description", "serverParams.taskInQueue", "serverParams.reboot"];
    expect(changesOf(keys, opened, theirs, mine)).toEqual([
      { key: "description", opened: "old", theirs: "theirs", mine: "mine", mineChanged: true },
      { key: "serverParams.reboot", opened: false, theirs: true, mine: false, mineChanged: false },
    ]);
  });

  it("merges: theirs where only they changed, the user's where only the user did, a choice where both did", () => {
    const theirs = { ...opened, description: "theirs", serverParams: { taskInQueue: 9, reboot: false } };
    const mine = { ...opened, name: "pi-2", description: "mine" };
    const changes = changesOf(["name", "description", "serverParams.taskInQueue"], opened, theirs, mine);
    const choices = Object.fromEntries(changes.map((c) => [c.key, mergeChoice(c)]));
    expect(choices).toEqual({ description: undefined, "serverParams.taskInQueue": "theirs" });
    expect(mergedValues(mine, changes, { ...choices, description: "mine" })).toEqual({
      name: "pi-2",
      description: "mine",
      serverParams: { taskInQueue: 9, reboot: false },
    });
    expect(mergedValues(mine, changes, { ...choices, description: "theirs" })).toMatchObject({
      name: "pi-2",
      description: "theirs",
    });
  });

  it("takes an empty input for a missing value and a typed number for the stored one", () => {
    expect(sameValue("", null)).toBe(true);
    expect(sameValue(undefined, "")).toBe(true);
    expect(sameValue("12", 12)).toBe(true);
    expect(sameValue([{ b: 1, a: 2 }], [{ a: 2, b: 1 }])).toBe(true);
    expect(sameValue("a", "b")).toBe(false);
  });

  it("reads a dotted key held flat as the form holds it", () => {
    const flat = { "params.limit": 1 };
    expect(changesOf(["params.limit"], flat, { "params.limit": 2 }, flat)).toHaveLength(1);
  });
});
