/** A window.matchMedia for jsdom (which has none) that answers each query with `matches(query)`. */
export const fakeMatchMedia =
  (matches: (query: string) => boolean): typeof window.matchMedia =>
  (query: string): MediaQueryList => ({
    media: query,
    matches: matches(query),
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
