#!/usr/bin/env node
// A fast project lint with no extra packages (npm run lint runs tsc first, then this).
// Rules, over every .ts/.tsx/.js/.jsx/.mjs/.cjs file in src/:
//   no-any            `: any`, `as any`, `<any>`, `any[]` (code only; comments and strings are ignored)
//   no-console-log    console.log outside src/mocks
//   no-inner-html     dangerouslySetInnerHTML
//   no-todo           TODO / FIXME (also in comments)
//   max-lines         more than 350 lines in one file
//   no-router-dom     imports of "react-router-dom" (the app uses "react-router" 7)
// Exits 1 and prints every finding as file:line when any rule fails.
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SRC = path.join(ROOT, "src");
const MOCKS = path.join(SRC, "mocks") + path.sep;
const MAX_LINES = 350;
const EXTENSIONS = /\.(tsx?|jsx?|mjs|cjs)$/;

function* walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(p);
    else if (EXTENSIONS.test(entry.name)) yield p;
  }
}

/**
 * Blanks out comments and the contents of string and template literals (keeping newlines
 * and quote characters, so line numbers and code shape stay), so code rules do not fire on
 * prose. Template literal ${...} expressions are kept as code. Regex literals are
 * recognised by the usual "what came before" heuristic; '…' and "…" strings end at a
 * newline so a stray apostrophe in JSX text cannot swallow more than its line.
 */
export function codeOnly(src) {
  let out = "";
  let i = 0;
  const n = src.length;
  const braceStack = []; // for template literal nesting: "tpl" marks a ${ opened inside a template
  let lastSignificant = "";
  const blank = (s) => s.replace(/[^\n]/g, " ");
  const regexAllowedAfter = (ch) => ch === "" || "(,=:[!&|?{};+-*%~^".includes(ch);

  const readTemplate = () => {
    // at the character after a backtick (or after the } closing a ${ })
    while (i < n) {
      const c = src[i];
      if (c === "\\") {
        out += blank(src.slice(i, i + 2));
        i += 2;
      } else if (c === "`") {
        out += "`";
        i++;
        lastSignificant = "`";
        return;
      } else if (c === "$" && src[i + 1] === "{") {
        out += "${";
        i += 2;
        braceStack.push("tpl");
        lastSignificant = "{";
        return;
      } else {
        out += c === "\n" ? "\n" : " ";
        i++;
      }
    }
  };

  while (i < n) {
    const c = src[i];
    const next = src[i + 1];
    if (c === "/" && next === "/") {
      const end = src.indexOf("\n", i);
      const stop = end === -1 ? n : end;
      out += blank(src.slice(i, stop));
      i = stop;
    } else if (c === "/" && next === "*") {
      const end = src.indexOf("*/", i + 2);
      const stop = end === -1 ? n : end + 2;
      out += blank(src.slice(i, stop));
      i = stop;
    } else if (c === '"' || c === "'") {
      let j = i + 1;
      while (j < n && src[j] !== c && src[j] !== "\n") j += src[j] === "\\" ? 2 : 1;
      out += c + blank(src.slice(i + 1, j)) + (src[j] === c ? c : "");
      i = src[j] === c ? j + 1 : j;
      lastSignificant = c;
    } else if (c === "`") {
      out += "`";
      i++;
      readTemplate();
    } else if (c === "/" && regexAllowedAfter(lastSignificant)) {
      let j = i + 1;
      let inClass = false;
      while (j < n && src[j] !== "\n") {
        if (src[j] === "\\") j += 2;
        else if (src[j] === "[") {
          inClass = true;
          j++;
        } else if (src[j] === "]") {
          inClass = false;
          j++;
        }
        else if (src[j] === "/" && !inClass) break;
        else j++;
      }
      if (src[j] === "/") {
        out += "/" + blank(src.slice(i + 1, j)) + "/";
        i = j + 1;
        lastSignificant = "/";
      } else {
        out += c;
        i++;
        lastSignificant = c;
      }
    } else {
      if (c === "{") braceStack.push("code");
      if (c === "}") {
        const top = braceStack.pop();
        if (top === "tpl") {
          out += "}";
          i++;
          readTemplate();
          continue;
        }
      }
      out += c;
      i++;
      if (!/\s/.test(c)) lastSignificant = c;
    }
  }
  return out;
}

const RULES = [
  {
    id: "no-any",
    what: "`any` type (use unknown, a generic or a real type)",
    code: true,
    re: /(:\s*any\b(?!\s*[-.(])|\bas\s+any\b|<\s*any\s*>|\bany\s*\[\s*\])/,
  },
  {
    id: "no-console-log",
    what: "console.log outside src/mocks",
    code: true,
    re: /\bconsole\s*\.\s*log\b/,
    skip: (f) => f.startsWith(MOCKS),
  },
  { id: "no-inner-html", what: "dangerouslySetInnerHTML", code: true, re: /\bdangerouslySetInnerHTML\b/ },
  { id: "no-todo", what: "TODO / FIXME left in the code", code: false, re: /\b(TODO|FIXME)\b/ },
  {
    id: "no-router-dom",
    what: 'import of "react-router-dom" (import from "react-router")',
    code: false,
    re: /(\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)["']react-router-dom(\/[^"']*)?["']/,
  },
];

const findings = [];
let files = 0;
for (const file of walk(SRC)) {
  files++;
  const rel = path.relative(ROOT, file);
  const raw = readFileSync(file, "utf8");
  const rawLines = raw.split("\n");
  const codeLines = codeOnly(raw).split("\n");
  const lineCount = raw.endsWith("\n") ? rawLines.length - 1 : rawLines.length;
  if (lineCount > MAX_LINES) {
    findings.push({
      rule: "max-lines",
      what: `file longer than ${MAX_LINES} lines`,
      file: rel,
      line: lineCount,
      text: `${lineCount} lines`,
    });
  }
  for (const rule of RULES) {
    if (rule.skip?.(file)) continue;
    const lines = rule.code ? codeLines : rawLines;
    lines.forEach((line, idx) => {
      if (rule.re.test(line))
        findings.push({
          rule: rule.id,
          what: rule.what,
          file: rel,
          line: idx + 1,
          text: rawLines[idx].trim().slice(0, 140),
        });
    });
  }
}

if (findings.length === 0) {
  console.log(
    `lint: ${files} files in src/ checked, no findings (rules: ${[...RULES.map((r) => r.id), "max-lines"].join(", ")})`,
  );
  process.exit(0);
}

const byRule = new Map();
for (const f of findings) {
  if (!byRule.has(f.rule)) byRule.set(f.rule, []);
  byRule.get(f.rule).push(f);
}
for (const [rule, list] of byRule) {
  console.log(`\n${rule}: ${list[0].what} (${list.length})`);
  for (const f of list) console.log(`  ${f.file}:${f.line}  ${f.text}`);
}
console.log(
  `\nlint: ${findings.length} finding(s) in ${new Set(findings.map((f) => f.file)).size} file(s) of ${files} checked`,
);
process.exit(1);
