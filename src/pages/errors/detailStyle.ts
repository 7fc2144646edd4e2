export const DETAIL_STYLE = { maxWidth: 640, margin: "0 auto", whiteSpace: "pre-wrap" } as const;
