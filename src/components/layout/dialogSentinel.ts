/**
 * antd's dialogs (rc-dialog) close their focus trap with an empty 0×0 Tab stop after the last
 * control: Tab from the Save button lands on nothing anyone can see. Going forward, focus skips it
 * to the dialog itself, whose ring is drawn in global.css; going backward rc-dialog passes through
 * it on its own way to the last control, so it is left alone then.
 */
export const installDialogSentinelSkip = (): (() => void) => {
  let backward = false;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Tab") backward = event.shiftKey;
  };
  const onFocusIn = (event: FocusEvent) => {
    const el = event.target;
    if (backward || !(el instanceof HTMLElement) || el.tabIndex !== 0 || el.childElementCount > 0) return;
    const dialog = el.parentElement;
    if (dialog?.getAttribute("role") !== "dialog" || dialog.lastElementChild !== el) return;
    const start = dialog.firstElementChild;
    if (start instanceof HTMLElement && start !== el) start.focus({ preventScroll: true });
  };
  document.addEventListener("keydown", onKeyDown, true);
  document.addEventListener("focusin", onFocusIn);
  return () => {
    document.removeEventListener("keydown", onKeyDown, true);
    document.removeEventListener("focusin", onFocusIn);
  };
};
