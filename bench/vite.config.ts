import path from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

/** Builds the browser bench page (bench/browser) into bench/dist; bench/run.ts serves and drives it. */
export default defineConfig({
  root: path.resolve(import.meta.dirname, "browser"),
  base: "./",
  plugins: [react()],
  // As the app's production build (vite.config.ts): Blueprint without its developer checks.
  define: { NODE_ENV: JSON.stringify("production") },
  logLevel: "warn",
  build: {
    outDir: path.resolve(import.meta.dirname, "dist"),
    emptyOutDir: true,
    chunkSizeWarningLimit: 5000,
  },
});
