/** rc-dialog ends its focus trap with an invisible Tab stop: going forward, focus skips it to the dialog itself. */
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
