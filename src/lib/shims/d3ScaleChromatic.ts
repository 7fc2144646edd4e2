/**
 * Stands in for d3-scale-chromatic, which G2 reads by name for palettes it does not register itself
 * ("blues", "ylGnBu") and for sequential colour scales. The charts here colour series from G2's
 * category palettes (src/lib/chartLibrary.ts), so it is never read; the real module would add ~12
 * KB of gzip to the chart chunk. A named palette fails as an unknown one does.
 */
export {};
