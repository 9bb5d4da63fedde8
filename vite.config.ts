import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

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

export default defineConfig({
  base: "/fvue/",
  plugins: [react()],
  build: { outDir: "dist", sourcemap: true, chunkSizeWarningLimit: 1500 },
  server: {
    port: 5173,
    proxy: Object.fromEntries(API_PREFIXES.map((p) => [p, { target: serverUrl, changeOrigin: false }])),
  },
});
