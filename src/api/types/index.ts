export * from "./user";
export * from "./paged";
