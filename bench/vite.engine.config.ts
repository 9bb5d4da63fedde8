import path from "node:path";
import { defineConfig } from "vite";

/** A library build of the engine core (src/engine/index.ts) to weigh it; React is the app's, not counted. */
export default defineConfig({
  logLevel: "warn",
  build: {
    outDir: path.resolve(import.meta.dirname, "dist-engine"),
    emptyOutDir: true,
    lib: {
      entry: path.resolve(import.meta.dirname, "../src/engine/index.ts"),
      formats: ["es"],
      fileName: "engine",
    },
    rollupOptions: { external: ["react", "react-dom", "react/jsx-runtime", "jotai", "jotai/utils"] },
  },
});
