import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

/**
 * @rjsf/core imports markdown-to-jsx statically for markdown descriptions, help and a few error texts that
 * few forms show: its imports go to a wrapper that loads the library on first use (the wrapper's own
 * import of it is left alone).
 */
function lazyRjsfMarkdown(): Plugin {
  const wrapper = fileURLToPath(new URL("./src/widgets/form/theme/LazyMarkdown.tsx", import.meta.url));
  return {
    name: "tessera-lazy-rjsf-markdown",
    enforce: "pre",
    resolveId(source, importer) {
      if (source === "markdown-to-jsx/react" && importer?.includes("/node_modules/@rjsf/core/"))
        return wrapper;
      return null;
    },
  };
}

/**
 * Every Blueprint icon's SVG paths as a file named after the icon, `assets/bp-icons-<version>/16px/cog.js`
 * (and 20px), so the app loads an icon by its name (src/app/setup/iconLoader.ts) instead of first loading
 * a table that maps ~1,000 icon names to hashed chunk names (about 50 KB gzipped). The folder carries the
 * package's version: assets are cached as immutable, and the files change only with the package.
 */
function blueprintIconFiles(): Plugin {
  const generated = new URL("./node_modules/@blueprintjs/icons/lib/esm/generated/", import.meta.url);
  const { version } = JSON.parse(readFileSync(new URL("../../../package.json", generated), "utf8")) as {
    version: string;
  };
  const folder = `bp-icons-${version}`;
  let building = false;
  return {
    name: "tessera-blueprint-icon-files",
    config(_config, { command }) {
      building = command === "build";
      return building ? { define: { __TESSERA_ICON_DIR__: JSON.stringify(folder) } } : undefined;
    },
    buildStart() {
      if (!building) return;
      for (const size of ["16px", "20px"]) {
        const paths = new URL(`${size}/paths/`, generated);
        // Each file is a module with one default export and no imports: copied as it is.
        for (const file of readdirSync(paths).filter((f) => /^[a-z0-9-]+\.js$/.test(f)))
          this.emitFile({
            type: "asset",
            fileName: `assets/${folder}/${size}/${file}`,
            source: readFileSync(new URL(file, paths), "utf8").replace(/\n\/\/# sourceMappingURL=.*$/, "\n"),
          });
      }
    },
  };
}

/** API paths the dev server forwards to the portal server (npm run dev). */
const API_PREFIXES = [
  "/auth",
  "/refresh",
  "/signout",
  "/sso",
  "/api",
  "/uc",
  "/sys",
  "/system",
  "/file/onlinePreviewController",
  "/portal",
  "/form",
  "/runtime",
  "/flow",
  "/docs",
  "/openapi.json",
  "/fvue/context.json",
];
const serverUrl = process.env.TESSERA_SERVER ?? "http://127.0.0.1:8080";

export default defineConfig(({ mode }) => ({
  base: "/fvue/",
  plugins: [lazyRjsfMarkdown(), blueprintIconFiles(), react()],
  // Blueprint reads the bundler-injected NODE_ENV: without it every component runs its developer checks
  // (prop warnings, a number input's rounding twice more per render) in production too.
  define: { NODE_ENV: JSON.stringify(mode === "production" ? "production" : "development") },
  build: { outDir: "dist", sourcemap: true, chunkSizeWarningLimit: 1500 },
  server: {
    port: 5173,
    proxy: Object.fromEntries(API_PREFIXES.map((p) => [p, { target: serverUrl, changeOrigin: false }])),
  },
}));
