import { loadAntdStyles } from "@/theme/antdStyles";
import { themeVariant } from "@/theme/themeConfig";

const URLS = {
  "light-motion": "/assets/antd-light-motion-1.css",
  "light-still": "/assets/antd-light-still-2.css",
  "dark-motion": "/assets/antd-dark-motion-3.css",
  "dark-still": "/assets/antd-dark-still-4.css",
};

const settledYet = async (promise: Promise<void>): Promise<boolean> => {
  let settled = false;
  void promise.then(() => (settled = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return settled;
};

afterEach(() => document.head.querySelectorAll("link[rel=stylesheet]").forEach((link) => link.remove()));

describe("loadAntdStyles", () => {
  it("names the four variants the build makes", () => {
    expect(themeVariant("light", false)).toBe("light-motion");
    expect(themeVariant("light", true)).toBe("light-still");
    expect(themeVariant("dark", false)).toBe("dark-motion");
    expect(themeVariant("dark", true)).toBe("dark-still");
  });

  it("puts the theme's file first in <head>, ahead of the app's own styles, and resolves once it has loaded", async () => {
    const own = document.createElement("style");
    document.head.append(own);
    const loading = loadAntdStyles("dark", true, URLS);
    const link = document.head.firstElementChild as HTMLLinkElement;
    expect(link.tagName).toBe("LINK");
    expect(link.getAttribute("href")).toBe(URLS["dark-still"]);
    expect(await settledYet(loading)).toBe(false);
    link.dispatchEvent(new Event("load"));
    expect(await settledYet(loading)).toBe(true);
    own.remove();
  });

  it("resolves when the file fails: antd then writes its styles itself", async () => {
    const loading = loadAntdStyles("light", false, URLS);
    const link = document.head.querySelector(`link[href="${URLS["light-motion"]}"]`)!;
    link.dispatchEvent(new Event("error"));
    expect(await settledYet(loading)).toBe(true);
  });

  it("adds nothing outside a build, where there are no files", async () => {
    await loadAntdStyles("light", false, {});
    await loadAntdStyles("light", false);
    expect(document.head.querySelector("link[rel=stylesheet]")).toBeNull();
  });
});
