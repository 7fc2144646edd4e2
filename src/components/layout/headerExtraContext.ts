import { createContext, useContext, type ReactNode } from "react";

/**
 * Widgets the app adds to the top bar (the notification bell). refine's ThemedLayout renders the
 * header without props, so the slot travels through context instead.
 */
export const HeaderExtraContext = createContext<ReactNode>(null);

export const useHeaderExtra = (): ReactNode => useContext(HeaderExtraContext);
