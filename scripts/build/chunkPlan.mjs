// The chunk plan of the production build (vite.config.ts): plain Node, so the config
// loads it as it is; its types are chunkPlan.d.mts.

/**
 * Which modules go to the `shell` and `lists` chunk groups (vite.config.ts), from the chunks of a
 * build without them: the chunks the signed-in roots import, and then those the list view
 * imports, except every chunk a page outside the signed-in area (or the mock) may load.
 */
export function planChunks(chunks, roots) {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const reach = (from, lazyToo, stopAt = []) => {
    const seen = new Set(stopAt);
    const queue = from.filter((c) => !seen.has(c));
    for (let c = queue.pop(); c; c = queue.pop()) {
      if (seen.has(c)) continue;
      seen.add(c);
      for (const file of lazyToo ? [...c.imports, ...c.dynamicImports] : c.imports) {
        const next = byFile.get(file);
        if (next && !seen.has(next)) queue.push(next);
      }
    }
    for (const c of stopAt) seen.delete(c);
    return seen;
  };
  const signedInRoots = chunks.filter((c) => c.facadeModuleId && roots.signedIn.includes(c.facadeModuleId));
  // A chunk that something imports lazily keeps its own file: merged, the lazy import would load the group.
  const lazyTargets = new Set(chunks.flatMap((c) => c.dynamicImports));
  const lazyTarget = (c) => lazyTargets.has(c.fileName) && !signedInRoots.includes(c);
  const listRoots = chunks.filter((c) => c.moduleIds.includes(roots.list));
  if (signedInRoots.length !== roots.signedIn.length || listRoots.length === 0)
    throw new Error("chunk plan: the signed-in routes or the declared list moved; update vite.config.ts");
  const outside = reach(
    chunks.filter((c) => c.isEntry),
    true,
    signedInRoots,
  );
  const grouped = (c) => outside.has(c) || lazyTarget(c) || roots.namedGroups.includes(c.name);
  const shell = [...reach(signedInRoots, false)].filter((c) => !grouped(c));
  const lists = [...reach(listRoots, false)].filter((c) => !grouped(c) && !shell.includes(c));
  return {
    shell: new Set(shell.flatMap((c) => c.moduleIds)),
    lists: new Set(lists.flatMap((c) => c.moduleIds)),
  };
}
