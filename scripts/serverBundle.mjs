// The server as bundled ES modules (issue 16, restart): esbuild bundles server/main.ts and the src/ modules
// it imports into .cache/server/main.mjs (and chunks for what is imported on demand), packages left as imports (resolved from the repository's
// node_modules, so the bundle must stay inside the repository). Plain node then starts it without tsx's
// per-module transform. Rebuilt only when a file it was built from (esbuild's metafile lists them) or
// tsconfig.json is newer than the bundle.
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const outDir = path.join(root, ".cache", "server");
const bundle = path.join(outDir, "main.mjs");
const inputsFile = path.join(outDir, "inputs.json");

/** True when the bundle is missing or one of the files it was built from changed since. */
function stale() {
  if (!existsSync(bundle) || !existsSync(inputsFile)) return true;
  const builtAt = statSync(bundle).mtimeMs;
  let inputs;
  try {
    inputs = JSON.parse(readFileSync(inputsFile, "utf8"));
  } catch {
    return true;
  }
  for (const file of [...inputs, "tsconfig.json"]) {
    const p = path.join(root, file);
    // A file it was built from is gone: rebuild (the import that named it changed too, or the build fails).
    if (!existsSync(p) || statSync(p).mtimeMs > builtAt) return true;
  }
  return false;
}

/**
 * The path of an up-to-date server bundle, building it when stale; null, with the reason, when esbuild
 * cannot run here (then start the sources through tsx instead).
 */
export async function ensureServerBundle() {
  if (!stale()) return { bundle, reason: null };
  let esbuild;
  try {
    // The JavaScript API needs only the platform package (@esbuild/<os>-<arch>), not esbuild's postinstall.
    esbuild = await import("esbuild");
  } catch (err) {
    return { bundle: null, reason: `esbuild is not available (${err.message})` };
  }
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  try {
    const result = await esbuild.build({
      absWorkingDir: root,
      entryPoints: { main: "server/main.ts" },
      bundle: true,
      // Code loaded with import() (the S3 store and its SDK) stays in a chunk of its own, loaded when used.
      splitting: true,
      platform: "node",
      format: "esm",
      target: "node20",
      packages: "external",
      outdir: outDir,
      outExtension: { ".js": ".mjs" },
      sourcemap: "linked",
      metafile: true,
      logLevel: "warning",
    });
    writeFileSync(inputsFile, JSON.stringify(Object.keys(result.metafile.inputs)));
  } catch (err) {
    return { bundle: null, reason: `the server bundle did not build (${err.message})` };
  }
  return { bundle, reason: null };
}
