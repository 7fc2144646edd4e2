import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { themeConfig } from "@/theme/themeConfig";
import { usePrefersReducedMotion } from "@/theme/usePrefersReducedMotion";

/** A matchMedia whose reduced-motion answer the test can change, telling its listeners. */
const systemSetting = (initially: boolean) => {
  let reduce = initially;
  const listeners = new Set<() => void>();
  vi.stubGlobal("matchMedia", (query: string) => ({
    media: query,
    get matches() {
      return query === "(prefers-reduced-motion: reduce)" && reduce;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }));
  return {
    set(next: boolean) {
      reduce = next;
      for (const listener of listeners) listener();
    },
  };
};

afterEach(() => vi.unstubAllGlobals());

describe("reduced motion", () => {
  it("switches antd's motion off only when asked, in both themes", () => {
    expect(themeConfig("light").token?.motion).toBe(true);
    expect(themeConfig("dark", { reducedMotion: false }).token?.motion).toBe(true);
    expect(themeConfig("light", { reducedMotion: true }).token?.motion).toBe(false);
    expect(themeConfig("dark", { reducedMotion: true }).token?.motion).toBe(false);
  });

  it("follows the system setting, also when it changes while the console is open", () => {
    const system = systemSetting(true);
    const { result } = renderHook(() => usePrefersReducedMotion());
    expect(result.current).toBe(true);
    act(() => system.set(false));
    expect(result.current).toBe(false);
    act(() => system.set(true));
    expect(result.current).toBe(true);
  });
});
