import type { CSSProperties } from "react";

/**
 * Theme tokens reach the CSS modules as custom properties: the modules hold the states
 * (:hover, :focus-visible) that inline styles cannot express, and the tokens keep dark mode right.
 */
export type CssVars = CSSProperties & Record<`--${string}`, string | number>;
