import "@ant-design/v5-patch-for-react-19";
import "@testing-library/jest-dom/vitest";
import { afterAll, afterEach, beforeAll, vi } from "vitest";
import { faults, resetDb, server } from "@/mocks/node";
import { resetHttpState } from "@/api/http";

// jsdom lacks matchMedia and ResizeObserver, which antd and the theme default need.
if (!window.matchMedia) {
  Object.defineProperty(window, "matchMedia", {
    writable: true,
    value: vi.fn().mockImplementation((query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  });
}
if (!("ResizeObserver" in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, "ResizeObserver", { writable: true, value: ResizeObserverStub });
}

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(async () => {
  // Expire leftover session cookies in both document.cookie and msw's jar before the next test.
  await fetch("/api/auth/logout", { credentials: "include" }).catch(() => undefined);
  server.resetHandlers();
  resetDb();
  faults.reset();
  resetHttpState();
  localStorage.clear();
  sessionStorage.clear();
});
afterAll(() => server.close());
