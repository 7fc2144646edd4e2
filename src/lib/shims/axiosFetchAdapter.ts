/**
 * Stands in for axios' fetch adapter. The console's requests go through axios' XMLHttpRequest
 * adapter (src/api/http.ts resolves axios' default list, in which xhr comes first in a browser), so
 * the fetch one is never chosen; it was 2 KB of gzip JS on every signed-in page. Asked for by name,
 * axios reports it as not supported here.
 */
export const getFetch = (): false => false;
export default false;
