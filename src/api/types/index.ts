// The types most modules need; area types are imported from their own files.
export * from "./user";
export * from "./paged";
