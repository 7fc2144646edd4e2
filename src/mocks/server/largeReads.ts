import type { IncomingMessage, ServerResponse } from "node:http";
import { nextTask } from "../db/paging";

/** A page of more rows than this (or `size=-1`, all of them) is built in slices, one such read at a time. */
const LARGE_READ_ROWS = 2_000;

export const isLargeRead = (request: IncomingMessage): boolean => {
  if (request.method !== "GET") return false;
  const size = Number(new URL(request.url ?? "/", "http://host").searchParams.get("size") ?? NaN);
  return size === -1 || size > LARGE_READ_ROWS;
};

/**
 * Runs large reads one after another. Each yields between its slices, but ten at once would put
 * ten slices between two turns of the event loop; one at a time, a small call waits for one slice.
 */
export const oneAtATime = (): (<T>(work: () => Promise<T>) => Promise<T>) => {
  let last: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>): Promise<T> => {
    const turn = last.then(work, work);
    last = turn.catch(() => undefined);
    return turn;
  };
};

/** Written before the next turn of the event loop. */
const PIECE_BYTES = 64 * 1024;

const drained = (response: ServerResponse): Promise<void> =>
  new Promise((resolve) => {
    const done = (): void => {
      response.off("drain", done);
      response.off("close", done);
      resolve();
    };
    response.on("drain", done);
    response.on("close", done);
  });

/**
 * Ends `response` with `body` as it is read: a large one is never copied whole, and other calls are
 * served between its pieces (and while a slow reader drains them).
 */
export const endWithBody = async (response: ServerResponse, body: ReadableStream<Uint8Array> | null): Promise<void> => {
  if (!body) return void response.end();
  let sinceYield = 0;
  const reader = body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    const chunk = read.value;
    if (response.destroyed) return void (await reader.cancel());
    sinceYield += chunk.length;
    if (!response.write(chunk)) {
      await drained(response);
      sinceYield = 0;
    } else if (sinceYield >= PIECE_BYTES) {
      await nextTask();
      sinceYield = 0;
    }
  }
  response.end();
};
