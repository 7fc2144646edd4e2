#!/usr/bin/env node
// node scripts/code-unchanged.mjs [<git ref>]   (default: HEAD)
//
// For a change that should touch only comments: each .ts/.tsx file that differs from <ref> (work
// tree included) must transpile to the same code with comments removed, and keep every directive
// comment (eslint-disable/enable, @ts-expect-error, @ts-ignore, @vite-ignore and other /* @x */
// pragmas, license headers) as it was. Prints each file that fails and exits 1 if any does.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import ts from "typescript";

const ref = process.argv[2] ?? "HEAD";
const git = (...args) => execFileSync("git", args, { encoding: "utf8", maxBuffer: 1 << 28 });
const changed = git("diff", "--name-only", "--diff-filter=M", ref, "--", "*.ts", "*.tsx").split("\n").filter(Boolean);

const code = (text, fileName) =>
  ts.transpileModule(text, {
    fileName,
    compilerOptions: { removeComments: true, jsx: "preserve", target: "esnext" },
  }).outputText;

const DIRECTIVE =
  /eslint-(disable|enable)|@ts-(expect-error|ignore|nocheck)|^\/\*\s*@[\w-]+\s*\*\/$|@license|@preserve|copyright|^\/\*!/i;

/** The directive comments of `text`, in order. */
function directives(text, fileName) {
  const found = [];
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const seen = new Set();
  const collect = (pos) => {
    for (const range of [
      ...(ts.getLeadingCommentRanges(text, pos) ?? []),
      ...(ts.getTrailingCommentRanges(text, pos) ?? []),
    ]) {
      if (seen.has(range.pos)) continue;
      seen.add(range.pos);
      const comment = text.slice(range.pos, range.end);
      if (DIRECTIVE.test(comment)) found.push([range.pos, comment.trim()]);
    }
  };
  const visit = (node) => {
    collect(node.pos);
    collect(node.end);
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  return found.sort((a, b) => a[0] - b[0]).map(([, comment]) => comment);
}

let failed = 0;
for (const file of changed) {
  if (!existsSync(file)) continue;
  const before = git("show", `${ref}:${file}`);
  const after = readFileSync(file, "utf8");
  if (code(before, file) !== code(after, file)) {
    failed++;
    console.log(`code changed: ${file}`);
  }
  const lost = directives(before, file).join("\n") !== directives(after, file).join("\n");
  if (lost) {
    failed++;
    console.log(`directive comments changed: ${file}`);
  }
}
console.log(`${changed.length} changed files checked against ${ref}, ${failed} problems`);
process.exit(failed > 0 ? 1 : 0);
