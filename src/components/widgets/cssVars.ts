import type { CSSProperties } from "react";

/** Theme tokens as CSS custom properties, for the states inline styles cannot express. */
export type CssVars = CSSProperties & Record<`--${string}`, string | number>;
