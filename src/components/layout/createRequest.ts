import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";

/** Navigation state asking a list page to open its create dialog (the palette's "create" commands). */
export const CREATE_REQUEST = { create: true } as const;

const asksToCreate = (state: unknown): boolean =>
  typeof state === "object" && state !== null && (state as { create?: unknown }).create === true;

/** Opens the create dialog once, then drops the request so Back or a reload does not open it again. */
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
