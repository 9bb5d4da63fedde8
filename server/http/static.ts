import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { notFoundBody } from "./errorHandler";

/**
 * Serves the built front end under /fvue/ with the history-mode fallback: unknown /fvue/… paths get
 * index.html, unknown /fvue/assets/… get 404, `/` redirects to /fvue/. Unknown API paths get a JSON 404.
 */
export async function registerFrontEnd(app: FastifyInstance, distDir: string): Promise<void> {
  const hasDist = existsSync(path.join(distDir, "index.html"));
  if (hasDist) {
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: "/fvue/",
      index: ["index.html"],
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header("Cache-Control", hashed ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
  }
  app.get("/", { schema: { hide: true } }, (_request, reply) => reply.redirect("/fvue/"));
  app.get("/fvue", { schema: { hide: true } }, (_request, reply) => reply.redirect("/fvue/"));
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split("?")[0];
    const isPage = url.startsWith("/fvue/") && !url.startsWith("/fvue/assets/") && request.method === "GET";
    if (isPage && hasDist) {
      return reply
        .header("Cache-Control", "no-cache")
        .type("text/html; charset=utf-8")
        .sendFile("index.html");
    }
    return reply.status(404).send(notFoundBody(request.headers["accept-language"], String(request.id)));
  });
}
