export const detailPath = (id: number): string => `/campaign/detail?id=${id}`;
