/** A promise a test releases when it chooses: a mock handler awaits `held` to keep its answer back. */
export const gate = (): { held: Promise<void>; release: () => void } => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { held, release };
};
