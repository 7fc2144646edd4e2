import { createContext, useContext, type ReactNode } from "react";

/** Top-bar widgets through context: refine's ThemedLayout renders the header without props. */
export const HeaderExtraContext = createContext<ReactNode>(null);

export const useHeaderExtra = (): ReactNode => useContext(HeaderExtraContext);
