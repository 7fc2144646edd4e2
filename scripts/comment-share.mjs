#!/usr/bin/env node
// node scripts/comment-share.mjs [--max=5] [--list] [file ...]
//
// Counts the lines of src/**/*.ts(x) (or of the files given) and the lines that hold only comment
// text, read with TypeScript's scanner, and prints both and the share. With --max=N it exits 1
// when the share is above N percent; --list prints each file's counts, most comment lines first.
// A line of code with a trailing comment is a code line; blank lines count as lines.
import { readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";

const args = process.argv.slice(2);
const maxArg = args.find((a) => a.startsWith("--max="));
const max = maxArg === undefined ? undefined : Number(maxArg.slice("--max=".length));
if (max !== undefined && !Number.isFinite(max)) {
  console.error(`comment-share: --max needs a number, got ${maxArg}`);
  process.exit(2);
}
const list = args.includes("--list");
const given = args.filter((a) => !a.startsWith("--"));

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

// A token after which a slash divides; anywhere else it starts a regular expression.
const ENDS_OPERAND = new Set([
  ts.SyntaxKind.Identifier,
  ts.SyntaxKind.NumericLiteral,
  ts.SyntaxKind.BigIntLiteral,
  ts.SyntaxKind.StringLiteral,
  ts.SyntaxKind.NoSubstitutionTemplateLiteral,
  ts.SyntaxKind.TemplateTail,
  ts.SyntaxKind.RegularExpressionLiteral,
  ts.SyntaxKind.CloseParenToken,
  ts.SyntaxKind.CloseBracketToken,
  ts.SyntaxKind.CloseBraceToken,
  ts.SyntaxKind.ThisKeyword,
  ts.SyntaxKind.SuperKeyword,
  ts.SyntaxKind.TrueKeyword,
  ts.SyntaxKind.FalseKeyword,
  ts.SyntaxKind.NullKeyword,
  ts.SyntaxKind.PlusPlusToken,
  ts.SyntaxKind.MinusMinusToken,
]);

/** Lines in `text`, and how many of them hold comment text and nothing else. */
export function countCommentLines(text, fileName) {
  const lineStarts = ts.computeLineStarts(text);
  const lineOf = (pos) => ts.computeLineAndCharacterOfPosition(lineStarts, pos).line;
  const hasComment = new Uint8Array(lineStarts.length);
  const hasCode = new Uint8Array(lineStarts.length);
  const variant = fileName.endsWith(".tsx") ? ts.LanguageVariant.JSX : ts.LanguageVariant.Standard;
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, variant, text);
  const braces = []; // "template" for a `${` still open, "brace" for a plain `{`
  let previous = ts.SyntaxKind.Unknown;
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
    if (kind === ts.SyntaxKind.WhitespaceTrivia || kind === ts.SyntaxKind.NewLineTrivia) continue;
    if (kind === ts.SyntaxKind.TemplateHead) braces.push("template");
    else if (kind === ts.SyntaxKind.OpenBraceToken) braces.push("brace");
    else if (kind === ts.SyntaxKind.CloseBraceToken && braces.pop() === "template") {
      kind = scanner.reScanTemplateToken(false);
      if (kind === ts.SyntaxKind.TemplateMiddle) braces.push("template");
    } else if (
      (kind === ts.SyntaxKind.SlashToken || kind === ts.SyntaxKind.SlashEqualsToken) &&
      !ENDS_OPERAND.has(previous)
    ) {
      kind = scanner.reScanSlashToken();
    }
    const comment = kind === ts.SyntaxKind.SingleLineCommentTrivia || kind === ts.SyntaxKind.MultiLineCommentTrivia;
    const marks = comment ? hasComment : hasCode;
    const last = lineOf(Math.max(scanner.getTokenPos(), scanner.getTextPos() - 1));
    for (let line = lineOf(scanner.getTokenPos()); line <= last; line++) marks[line] = 1;
    if (!comment) previous = kind;
  }
  let comments = 0;
  for (let line = 0; line < lineStarts.length; line++) if (hasComment[line] && !hasCode[line]) comments++;
  // A final newline does not start a line of its own.
  const lines = text.endsWith("\n") ? lineStarts.length - 1 : lineStarts.length;
  return { lines, comments };
}

const root = process.cwd();
const files = given.length > 0 ? given : sourceFiles(join(root, "src"));
let lines = 0;
let comments = 0;
const rows = [];
for (const file of files) {
  const counted = countCommentLines(readFileSync(file, "utf8"), file);
  lines += counted.lines;
  comments += counted.comments;
  rows.push({ file: relative(root, file), ...counted });
}
if (list) {
  rows.sort((a, b) => b.comments - a.comments);
  for (const row of rows)
    console.log(`${String(row.comments).padStart(5)} ${String(row.lines).padStart(6)}  ${row.file}`);
}
const share = lines === 0 ? 0 : (100 * comments) / lines;
console.log(`${files.length} files, ${lines} lines, ${comments} comment lines, ${share.toFixed(1)} % comments`);
if (max !== undefined && share > max) {
  console.error(`comment-share: comment lines are ${share.toFixed(1)} % of the lines, more than --max=${max} %`);
  process.exit(1);
}
