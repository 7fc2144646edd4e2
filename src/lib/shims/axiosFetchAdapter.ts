/** Stands in for axios' fetch adapter, never chosen (xhr comes first in a browser): 2 KB gzip saved. */
export const getFetch = (): false => false;
export default false;
