import { useRef } from "react";

/** When a dropdown menu closes, focus left on its items goes back to the trigger, unless a dialog took it. */
export const useMenuFocusReturn = () => {
  const ref = useRef<HTMLButtonElement>(null);
  const onOpenChange = (open: boolean) => {
    if (open) return;
    setTimeout(() => {
      const active = document.activeElement;
      if (!active || active === document.body || active.closest(".ant-dropdown")) ref.current?.focus();
    }, 0);
  };
  return { ref, onOpenChange };
};
