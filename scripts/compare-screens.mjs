#!/usr/bin/env node
// Compares two folders of the browser suite's deliberate screenshots (test-results/screens) pixel
// by pixel, as a refactor's review asks (README "Scripts"):
//   node scripts/compare-screens.mjs <before-dir> <after-dir>
// Prints how many are identical, then each other shot: its differing pixels, a size change, or
// that it is new or gone. Reads PNGs with the decoder Playwright ships; writes nothing.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const { PNG } = createRequire(import.meta.url)("playwright-core/lib/utilsBundle");
const [before, after] = process.argv.slice(2);
if (!before || !after) {
  console.error("usage: node scripts/compare-screens.mjs <before-dir> <after-dir>");
  process.exit(2);
}

const pngs = (dir) => readdirSync(dir).filter((name) => name.endsWith(".png"));
const names = [...new Set([...pngs(before), ...pngs(after)])].sort();
const differingPixels = (a, b) => {
  let count = 0;
  for (let i = 0; i < a.data.length; i += 4)
    if (a.data[i] !== b.data[i] || a.data[i + 1] !== b.data[i + 1] || a.data[i + 2] !== b.data[i + 2]) count++;
  return count;
};

const rows = names.map((name) => {
  const [a, b] = [path.join(before, name), path.join(after, name)];
  if (!existsSync(a)) return [name, "new"];
  if (!existsSync(b)) return [name, "gone"];
  const [pa, pb] = [PNG.sync.read(readFileSync(a)), PNG.sync.read(readFileSync(b))];
  if (pa.width !== pb.width || pa.height !== pb.height)
    return [name, `size ${pa.width}x${pa.height} -> ${pb.width}x${pb.height}`];
  return [name, differingPixels(pa, pb)];
});
console.log(`${rows.length} shots, ${rows.filter(([, d]) => d === 0).length} identical`);
for (const [name, difference] of rows) if (difference !== 0) console.log(`${name}\t${difference}`);
