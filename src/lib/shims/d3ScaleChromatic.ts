/** Stands in for d3-scale-chromatic, which the charts never read (~12 KB gzip saved). */
export {};
