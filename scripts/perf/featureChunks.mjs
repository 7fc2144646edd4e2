// Features that load when first used, not with the signed-in shell. Each one's own
// chunk in dist/ (vite names a lazy chunk after its module), its gzip size, and the pages of the
// run that loaded it (none may: no page opens these features by itself).
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";

const LAZY_FEATURES = [{ feature: "command palette", chunk: /^CommandPalette-[\w-]+\.js$/ }];

/** One row per feature: its chunk files, their gzip bytes, and the measured pages that loaded them. */
export function lazyFeatureChunks({ dist, distFile, results }) {
  const dir = path.join(dist, "assets");
  const files = existsSync(dir) ? readdirSync(dir) : [];
  return LAZY_FEATURES.map(({ feature, chunk }) => {
    const own = files.filter((f) => chunk.test(f)).map((f) => `/assets/${f}`);
    return {
      feature,
      files: own,
      gzip: own.reduce((n, f) => n + (distFile(f)?.gzip ?? 0), 0),
      loadedBy: results.filter((r) => r.assets.some((a) => own.includes(a.path))).map((r) => r.page),
    };
  });
}
