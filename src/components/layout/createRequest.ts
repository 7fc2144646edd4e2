import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";

/**
 * The navigation state that asks a list page to open its create dialog: the command palette's
 * "create" commands go to the list with it (a declaration's `create` without a `path`).
 */
export const CREATE_REQUEST = { create: true } as const;

const asksToCreate = (state: unknown): boolean =>
  typeof state === "object" && state !== null && (state as { create?: unknown }).create === true;

/**
 * Opens the page's create dialog when the page was navigated to with CREATE_REQUEST, then drops
 * the request from the history entry: Back, Forward or a reload must not open the dialog again.
 */
export const useCreateRequest = (open: () => void): void => {
  const { pathname, search, hash, state, key } = useLocation();
  const navigate = useNavigate();
  const asked = asksToCreate(state);
  const latestOpen = useRef(open);
  useEffect(() => {
    latestOpen.current = open;
  });
  useEffect(() => {
    if (!asked) return;
    latestOpen.current();
    void navigate({ pathname, search, hash }, { replace: true, state: null });
  }, [asked, key, navigate, pathname, search, hash]);
};
