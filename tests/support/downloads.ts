import { vi } from "vitest";

export interface SavedFile {
  blob: Blob;
  name: string;
}

/**
 * Catches the files the page saves (lib/saveFile: an object URL clicked as a download link), which
 * jsdom can neither create nor follow. Call it in a beforeEach, and restore the mocks after each
 * test (vi.restoreAllMocks); the returned list fills as files are saved.
 */
export const captureDownloads = (): SavedFile[] => {
  const saved: SavedFile[] = [];
  let pending: Blob | null = null;
  Object.defineProperty(URL, "createObjectURL", {
    configurable: true,
    value: (blob: Blob) => ((pending = blob), "blob:saved"),
  });
  Object.defineProperty(URL, "revokeObjectURL", { configurable: true, value: () => undefined });
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    if (pending) saved.push({ blob: pending, name: this.download });
  });
  return saved;
};
