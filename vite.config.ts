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
  plugins: [lazyRjsfMarkdown(), react()],
  // Blueprint reads the bundler-injected NODE_ENV: without it every component runs its developer checks
  // (prop warnings, a number input's rounding twice more per render) in production too.
  define: { NODE_ENV: JSON.stringify(mode === "production" ? "production" : "development") },
  build: { outDir: "dist", sourcemap: true, chunkSizeWarningLimit: 1500 },
  server: {
    port: 5173,
    proxy: Object.fromEntries(API_PREFIXES.map((p) => [p, { target: serverUrl, changeOrigin: false }])),
  },
}));
