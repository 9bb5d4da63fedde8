import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { calculate } from "./";

/** RULES.md, the product's decisions, read so that every example written there is checked. */
const RULES_MD = readFileSync(path.resolve(__dirname, "spec/RULES.md"), "utf8");
const minus = (text: string) => text.replace(/−/g, "-");

describe("every example written in RULES.md", () => {
  const rmbSection = RULES_MD.slice(
    RULES_MD.indexOf("## Chinese capital amount"),
    RULES_MD.indexOf("## Validators"),
  );
  const rmbExamples = [...rmbSection.matchAll(/`([\d.,]+) → ([^`]+)`/g)].map((match) => [match[1], match[2]]);

  it("finds the RMB examples", () => {
    expect(rmbExamples.length).toBeGreaterThanOrEqual(20);
  });

  it.each(rmbExamples)("RMB writes %s as %s", (input, expected) => {
    expect(calculate("RMB", [input])).toBe(expected);
  });

  const roundExamples = [
    ...RULES_MD.matchAll(/`(ROUND(?:UP|DOWN)?)\(([-−\d.]+), ([-−\d]+)\) = ([-−\d.]+)`/g),
  ].map((match) => [match[1], minus(match[2]), Number(minus(match[3])), Number(minus(match[4]))] as const);

  it("finds the rounding examples", () => {
    expect(roundExamples.length).toBeGreaterThanOrEqual(4);
  });

  it.each(roundExamples)("%s(%s, %i) = %d", (fn, number, digits, expected) => {
    expect(calculate(fn, [number, digits])).toBe(expected);
    expect(calculate(fn, [Number(number), digits])).toBe(expected);
  });

  const days360Examples = [
    ...RULES_MD.matchAll(/`DAYS360\(([\d-]+), ([\d-]+)\) = ([-−\d]+)`(?: \(US\) and `([-−\d]+)` \(EU\))?/g),
  ].map(
    (match) =>
      [match[1], match[2], Number(minus(match[3])), match[4] ? Number(minus(match[4])) : null] as const,
  );

  it("finds the DAYS360 examples", () => {
    expect(days360Examples.length).toBe(5);
  });

  it.each(days360Examples)("DAYS360(%s, %s) = %i (US), %s (EU)", (start, end, us, eu) => {
    expect(calculate("DAYS360", [start, end])).toBe(us);
    expect(calculate("DAYS360", [start, end, "US"])).toBe(us);
    if (eu !== null) expect(calculate("DAYS360", [start, end, "EU"])).toBe(eu);
  });

  it("adds 0.1 + 0.2 = 0.3", () => {
    expect(RULES_MD).toContain("0.1 + 0.2 = 0.3");
    expect(calculate("SUM", [0.1, 0.2])).toBe(0.3);
  });
});

/**
 * Under `npm run mutation` the sources on disk are Stryker's instrumented copies, whose header finds the
 * global object with a `new Function("return this")` fallback. That one line is Stryker's, not ours: it is
 * left out, and every other line is still held to the rule.
 */
function withoutMutationHeader(text: string): string {
  return text.includes("stryNS_9fa48")
    ? text.replace(/^.*globalThis\.Math === Math.*new Function.*$/m, "")
    : text;
}

describe("the rules stay screen-free", () => {
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? files(full) : [full];
    });
  // The rule tests now live beside the rules; only the shipped sources are held to this.
  const sources = files(__dirname).filter(
    (file) => file.endsWith(".ts") && !file.endsWith(".test.ts") && path.basename(file) !== "fixtures.ts",
  );

  it.each(sources.map((file) => [path.basename(file), file]))(
    "%s imports neither React, Blueprint nor axios, and never fetches, evals or builds functions",
    (_name, file) => {
      const text = withoutMutationHeader(readFileSync(file, "utf8"));
      expect(text).not.toMatch(/from "(react|react-dom|axios)"|@blueprintjs/);
      expect(text).not.toMatch(/\bfetch\(|\beval\(|new Function\b/);
    },
  );
});
