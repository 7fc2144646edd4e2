import { createElement, lazy, useEffect, useState, type ComponentType, type LazyExoticComponent } from "react";
import { TIMING } from "@/config";
import { ChunkLoadFailed } from "@/components/ChunkLoadFailed";

/** A lazy route's chunk must arrive within 120 s; a stalled one counts as failed. */
const withChunkTimeout = <T>(load: () => Promise<T>, ms: number = TIMING.chunkLoadTimeoutMs): Promise<T> =>
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

export const pageReload = { reload: (): void => window.location.reload() };
const reloadPage = () => pageReload.reload();

/** A failed chunk shows a reload button, and loads again when back online and every 120 s. */
const retrying = <P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> =>
  function ChunkRetry(props: P) {
    const [Loaded, setLoaded] = useState<ComponentType<P> | null>(null);
    useEffect(() => {
      let live = true;
      let busy = false;
      const retry = (onFailure?: () => void) => {
        if (busy) return;
        busy = true;
        withChunkTimeout(load).then(
          (m) => live && setLoaded(() => m.default),
          () => {
            busy = false;
            if (live) onFailure?.();
          },
        );
      };
      // The browser fails every later import of a module whose fetch failed; only a reload forgets it.
      const backOnline = () => retry(reloadPage);
      const everyChunkTimeout = () => retry();
      window.addEventListener("online", backOnline);
      const timer = setInterval(everyChunkTimeout, TIMING.chunkLoadTimeoutMs);
      return () => {
        live = false;
        window.removeEventListener("online", backOnline);
        clearInterval(timer);
      };
    }, []);
    return Loaded ? createElement(Loaded, props) : createElement(ChunkLoadFailed);
  };

export type LazyPage<P extends object = object> = LazyExoticComponent<ComponentType<P>> & {
  /** The page's first render then waits for that same load. */
  preload(): void;
};

export const lazyPage = <P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyPage<P> => {
  let pending: Promise<{ default: ComponentType<P> }> | null = null;
  const start = () => (pending ??= withChunkTimeout(load).catch(() => ({ default: retrying(load) })));
  return Object.assign(lazy(start), { preload: () => void start() });
};
