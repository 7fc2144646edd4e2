/**
 * Stands in for resize-observer-polyfill, which rc-resize-observer (antd's tables, menus, tooltips)
 * imports unconditionally. Every browser the build targets (ES2022) has ResizeObserver; the
 * polyfill was 2.5 KB of gzip JS on every signed-in page.
 */
export default globalThis.ResizeObserver;
