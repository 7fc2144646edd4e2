import { lazy, type ComponentType } from "react";
import { TIMING } from "@/config";

/**
 * A lazy route whose chunk must arrive within the spec's 120 s; a stalled chunk then fails into the
 * router's error screen (with reload) instead of spinning forever.
 */
export const withChunkTimeout = <T>(load: () => Promise<T>, ms: number = TIMING.chunkLoadTimeoutMs): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Chunk load timed out after ${ms} ms`)), ms);
    load().then(
      (m) => {
        clearTimeout(timer);
        resolve(m);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e instanceof Error ? e : new Error(String(e)));
      },
    );
  });

export const lazyPage = <P extends object>(load: () => Promise<{ default: ComponentType<P> }>) =>
  lazy(() => withChunkTimeout(load));
