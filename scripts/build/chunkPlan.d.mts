import type { Rolldown } from "vite";

export type PlannedChunk = Pick<
  Rolldown.OutputChunk,
  "fileName" | "name" | "isEntry" | "facadeModuleId" | "moduleIds" | "imports" | "dynamicImports"
>;

export interface ChunkPlanRoots {
  /** the modules every signed-in page loads first (their chunks are dynamic entries) */
  signedIn: string[];
  /** a module of the declared list view */
  list: string;
  /** the chunks of the config's named groups, which the plan leaves as they are */
  namedGroups: string[];
}

export declare function planChunks(
  chunks: PlannedChunk[],
  roots: ChunkPlanRoots,
): { shell: Set<string>; lists: Set<string> };
