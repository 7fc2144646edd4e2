import { useRef } from "react";

/**
 * For a dropdown menu's trigger: when the menu closes, its items go with it, so focus that was on
 * one of them (or fell to the page) goes back to the trigger. Focus a dialog opened from the menu
 * has taken is left alone.
 */
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
