/** Stands in for resize-observer-polyfill: every ES2022 browser has ResizeObserver (2.5 KB gzip saved). */
export default globalThis.ResizeObserver;
