import { cleanAppId, toApp, type AppWire } from "@/api/types/apps";
import { isActive, statusColor, storeUrl } from "@/resources/apps/appStatus";

describe("app cards (APP-1, APP-3, APP-4, APP-6, APP-8)", () => {
  it("are grey for PENDING, red for BANNED, green otherwise", () => {
    expect(statusColor("PENDING")).toBe("default");
    expect(statusColor("BANNED")).toBe("error");
    expect(statusColor("ACTIVE")).toBe("success");
  });

  it("offer Promote and Manage keywords for ACTIVE apps only", () => {
    expect(isActive({ status: "ACTIVE" })).toBe(true);
    expect(isActive({ status: "PENDING" })).toBe(false);
    expect(isActive({ status: "BANNED" })).toBe(false);
  });

  it("link to the store page for the app id, country and language", () => {
    expect(storeUrl("com.example.app", "ua_uk")).toBe(
      "https://play.google.com/store/apps/details?id=com.example.app&gl=UA&hl=uk",
    );
  });

  it("keep letters, digits, dot, underscore and hyphen of a typed id", () => {
    expect(cleanAppId(" com.ex ample/app!_v-2 ")).toBe("com.exampleapp_v-2");
  });

  it('read a missing rating as 0, "0", "0" and a missing field as null', () => {
    const wire: AppWire = {
      auid: "a",
      app_id: "com.a.b",
      details: { us_en: { name: "A" } },
      rating: null,
      locale: "us_en",
      updated: null,
      installed: null,
      status: "PENDING",
    };
    const app = toApp(wire);
    expect(app.rating).toEqual({ rating: 0, reviews: "0", installs: "0" });
    expect(app.details.us_en).toEqual({
      name: "A",
      imageSrc: null,
      publisher: null,
      category: null,
      contentRating: null,
    });
  });
});
