import { describe, expect, it } from "vitest";
import { genericViews, isGenericView } from "@/resources/views/genericViews";
import type { AreaViews } from "@/routing/areaViews";

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
    const views: AreaViews = { ...genericViews("gadgets"), list: custom };
    expect(isGenericView(views.show)).toBe(true);
    expect(isGenericView(undefined)).toBe(false);
  });
});
