import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Imports go one way: a file may import its own layer or any lower one (docs/front-architecture.md).
const LAYERS = ["engine", "api", "platform", "widgets", "features", "app"] as const;
// Everyone may import i18n; main.tsx (the entry) and i18n itself are outside the rule.
const FREE = new Set(["i18n"]);
// Tests and stories assemble what they exercise (the app's engine, its routes, the shell's fixtures), so
// they may import upward; they too must respect other features' index.ts and never import tests/.
const TEST_OR_STORY = /\.(test|stories)\.tsx?$/;
const EXTENSIONS = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];

// Edges allowed to break the rule: none. Should one ever be listed, the check fails when it disappears,
// so the list can only shrink.
const KNOWN: string[] = [];

/** The layer of a path under src/ ("src/widgets/x.ts" → "widgets"), or undefined outside the layers. */
function layerOf(file: string): string | undefined {
  const [top, layer] = file.split("/");
  return top === "src" && (LAYERS as readonly string[]).includes(layer) ? layer : undefined;
}

/** The text without its comments; strings are kept ('…' and "…" end at the line, so a stray quote harms one line). */
function withoutComments(text: string): string {
  let out = "";
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === '"' || c === "'" || c === "`") {
      let j = i + 1;
      while (j < text.length && text[j] !== c && !(c !== "`" && text[j] === "\n"))
        j += text[j] === "\\" ? 2 : 1;
      out += text.slice(i, j + 1);
      i = j + 1;
    } else if (text.startsWith("/*", i)) {
      const end = text.indexOf("*/", i + 2);
      i = end < 0 ? text.length : end + 2;
    } else if (text.startsWith("//", i)) {
      const end = text.indexOf("\n", i);
      i = end < 0 ? text.length : end;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(["'])(\.[^"'\n]*)\1/g;

/** The relative module names a source file imports (static, re-exports and dynamic), comments excluded. */
function importsOf(text: string): string[] {
  return [...withoutComments(text).matchAll(IMPORT)].map((m) => m[2]);
}

/** The file an import names, among the known files (extension and index.ts left out as TypeScript allows). */
function resolveImport(from: string, spec: string, known: ReadonlySet<string>): string {
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), spec));
  return EXTENSIONS.map((ext) => base + ext).find((f) => known.has(f)) ?? base;
}

/**
 * Every import that breaks the floor plan, as "file → import (reason)" lines: an upward import between
 * layers (tests and stories excepted), a feature reaching into another feature past its index.ts, and
 * anything under src/ importing tests/.
 * `files` maps repository-relative paths ("src/…") to their text.
 */
function violations(files: ReadonlyMap<string, string>): string[] {
  const known = new Set(files.keys());
  const found: string[] = [];
  for (const [file, text] of files) {
    const from = layerOf(file);
    for (const spec of importsOf(text)) {
      const target = resolveImport(file, spec, known);
      const line = `${file} → ${spec}`;
      if (!target.startsWith("src/")) {
        if (target.startsWith("tests/")) found.push(`${line} (src may not import tests/)`);
        continue;
      }
      const to = layerOf(target);
      if (!from || !to || FREE.has(to)) continue;
      if (!TEST_OR_STORY.test(file) && LAYERS.indexOf(to as never) > LAYERS.indexOf(from as never)) {
        found.push(`${line} (layer ${from} may not import layer ${to})`);
        continue;
      }
      const [, , fromFeature] = file.split("/");
      const [, , toFeature, ...rest] = target.split("/");
      const intoIndex = rest.length === 1 && /^index\.tsx?$/.test(rest[0]);
      if (from === "features" && to === "features" && fromFeature !== toFeature && !intoIndex) {
        found.push(
          `${line} (feature ${fromFeature} may import feature ${toFeature} only through its index.ts)`,
        );
      }
    }
  }
  return found;
}

/** Every .ts/.tsx file under a folder, keyed by its path relative to the repository root. */
function sources(root: string, dir: string, into = new Map<string, string>()): Map<string, string> {
  for (const name of readdirSync(path.join(root, dir))) {
    const rel = `${dir}/${name}`;
    const full = path.join(root, rel);
    if (statSync(full).isDirectory()) sources(root, rel, into);
    else if (/\.tsx?$/.test(name)) into.set(rel, readFileSync(full, "utf8"));
  }
  return into;
}

describe("imports go one way: app → features → widgets → platform → api → engine", () => {
  it("the checker flags an upward import, a reach into another feature and an import of tests/", () => {
    const fake = new Map([
      ["src/widgets/Card.tsx", 'import { routes } from "../app/routes";\nimport "../api/http";'],
      ["src/app/routes.tsx", 'import { Card } from "../widgets/Card";'],
      ["src/features/home/a.ts", 'import { b } from "../flow/model/b";\nimport { c } from "../flow";'],
      ["src/features/flow/model/b.ts", "export const b = 1;"],
      ["src/features/flow/index.ts", 'export * from "./model/b";'],
      ["src/api/http.ts", '// import x from "../app/routes";\nimport { f } from "../../tests/unit/f";'],
      ["src/widgets/Card.test.tsx", 'import { routes } from "../app/routes";'],
    ]);
    expect(violations(fake)).toEqual([
      "src/widgets/Card.tsx → ../app/routes (layer widgets may not import layer app)",
      "src/features/home/a.ts → ../flow/model/b (feature home may import feature flow only through its index.ts)",
      "src/api/http.ts → ../../tests/unit/f (src may not import tests/)",
    ]);
  });

  it("no file under src/ breaks the rule (beyond the listed exceptions, each still present)", () => {
    const root = path.resolve(__dirname, "..");
    const found = violations(sources(root, "src"));
    expect(found.filter((line) => !KNOWN.includes(line))).toEqual([]);
    expect(KNOWN.filter((line) => !found.includes(line))).toEqual([]);
  });
});
