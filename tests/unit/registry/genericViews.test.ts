import { describe, expect, it } from "vitest";
import { genericViews, isGenericView } from "@/resources/generic";
import { defineResource } from "@/registry/types";

describe("genericViews", () => {
  it("gives one generic page to list, show, create and edit", () => {
    const views = genericViews("gadgets");
    expect(views.show).toBe(views.list);
    expect(views.create).toBe(views.list);
    expect(views.edit).toBe(views.list);
    expect(isGenericView(views.list)).toBe(true);
  });

  it("mixes with a custom view, which is not generic", () => {
    const custom = genericViews("other").list;
    const declaration = defineResource({
      name: "gadgets",
      routes: { list: "/gadgets" },
      meta: {},
      views: { ...genericViews("gadgets"), list: custom },
    });
    expect(isGenericView(declaration.views.show)).toBe(true);
    expect(isGenericView(undefined)).toBe(false);
  });
});
