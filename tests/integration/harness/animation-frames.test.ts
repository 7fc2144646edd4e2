import { followingFakeClock } from "../../support/fakeTimers";

const nextFrame = (): Promise<string> =>
  Promise.race([
    new Promise<string>((resolve) => window.requestAnimationFrame(() => resolve("frame"))),
    new Promise<string>((resolve) => setTimeout(() => resolve("no frame within 500 ms"), 500)),
  ]);

// The files of a worker share one jsdom: a frame left pending on a fake clock must not stop the
// frames of every later test (antd's dialogs open on them; see support/animationFrames.ts).
describe("animation frames after a fake clock", () => {
  it("leaves a frame pending on the fake clock", () => {
    followingFakeClock();
    window.requestAnimationFrame(() => undefined);
  });

  it("still runs the next test's frames", async () => {
    expect(await nextFrame()).toBe("frame");
  });
});
