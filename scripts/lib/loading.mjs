// What a page shows while it loads, for the scripts and the browser tests that wait for it to settle.

/**
 * The page spinner turning, or its placeholder while the spinner waits out its delay
 * (src/components/layout/FullPageSpin.tsx), within `scope` when one is given.
 */
export const loadingSelector = (scope = "") =>
  [".ant-spin-spinning", "[data-testid=page-loading]"].map((s) => (scope ? `${scope} ${s}` : s)).join(", ");
