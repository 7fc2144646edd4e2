import { useEffect } from "react";
import { useLocation } from "react-router";
import { create } from "zustand";

/** The path the phone's drawer was opened on: any navigation away closes it. Not kept across reloads. */
const useOpenOn = create<{ openOn: string | null }>(() => ({ openOn: null }));

// The address bar's path, not the rendered one: while a navigation's page loads the router still
// renders the last page, and a drawer opened then must stay open once the page arrives.
const currentPath = () => window.location.pathname;

export function openNavDrawer(): void {
  useOpenOn.setState({ openOn: currentPath() });
}

export function closeNavDrawer(): void {
  useOpenOn.setState({ openOn: null });
}

export function useNavDrawerOpen(): boolean {
  useLocation(); // each navigation re-renders: one away closes it, and coming back does not reopen it
  const openOn = useOpenOn((s) => s.openOn);
  const open = openOn !== null && openOn === currentPath();
  useEffect(() => {
    if (openOn !== null && !open) closeNavDrawer();
  }, [openOn, open]);
  return open;
}
