import { randomUUID } from "node:crypto";
import rateLimit from "@fastify/rate-limit";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyInstance, LogController } from "fastify";
import type { RuntimeContext } from "../src/api/contract";
import { bpmRoutes } from "./bpm";
import { SERVICE_HOSTS, type ServerConfig } from "./config";
import type { OpenDatabase } from "./db";
import { registerAuth } from "./http/auth";
import { registerCancelOnClose } from "./http/cancelOnClose";
import { registerErrorHandler } from "./http/errorHandler";
import { healthRoutes } from "./http/health";
import { registerInputGuard } from "./http/inputGuard";
import { lazySchemaCompilers } from "./http/lazySchemas";
import { loggerOptions } from "./http/logRedaction";
import { langOf } from "./http/messages";
import { registerNoStore } from "./http/noStore";
import { databaseRateLimitStore } from "./http/rateLimitStore";
import { errorBodySchema, queryFilterSchema } from "./http/schemas";
import { frameworkErrorsOf, registerSecurityHeaders } from "./http/security";
import { registerFrontEnd } from "./http/static";
import { contentRoutes } from "./services/content/routes";
import { startOrphanSweep } from "./services/files/dbStore";
import { fileRoutes } from "./services/files/routes";
import { fileStoreOf } from "./services/files/stores";
import { formRoutes } from "./services/form/routes";
import { homeRoutes } from "./services/home/routes";
import { startJobs } from "./services/jobs/worker";
import { configureChannels, type MailSender } from "./services/messages/channels";
import { startDelivery } from "./services/messages/delivery";
import { openEventHub } from "./services/messages/events";
import { messageRoutes } from "./services/messages/routes";
import { portalRoutes } from "./services/portal/routes";
import { ucRoutes } from "./services/uc/routes";
import { TokenService } from "./services/uc/tokens";
import { setAppTimeZone } from "./time";

export interface BuildOptions {
  config: ServerConfig;
  database: OpenDatabase;
  /** Pino options, or false for silence (tests). */
  logger?: boolean | object;
  /** Sends the `mail` channel of messages; without one, mail is recorded as skipped (channels.ts). */
  mailSender?: MailSender | null;
}

/** The Fastify application: security headers, OpenAPI, the API services and the front end. */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const db = database.db;
  if (!config.jwtSecret) throw new Error("no JWT secret: set JWT_SECRET, or start through prepareDatabase");
  const tokens = new TokenService(config.jwtSecret, config.jwtExpiration, {
    absoluteSeconds: config.sessionAbsoluteSeconds,
    refreshGraceSeconds: config.refreshGraceSeconds,
  });
  setAppTimeZone(config.timeZone);
  const schemas = lazySchemaCompilers();
  const app = Fastify({
    // Each route's schemas are compiled on first use (or by warmSchemas after listen), not all at ready.
    schemaController: schemas.schemaController,
    // X-Forwarded-For is believed only from the configured proxies (TRUST_PROXY); by default from none.
    trustProxy: config.trustProxy.length ? config.trustProxy : false,
    logger: loggerOptions(options.logger, config.logLevel),
    genReqId: () => randomUUID().replace(/-/g, "").slice(0, 16),
    logController: new LogController({ requestIdLogLabel: "logId" }),
    bodyLimit: 1024 * 1024,
    frameworkErrors: frameworkErrorsOf(config),
    ajv: {
      customOptions: {
        removeAdditional: true,
        coerceTypes: "array",
        useDefaults: true,
        allErrors: false,
        allowUnionTypes: true,
      },
    },
  });
  app.decorate("warmSchemas", () => schemas.warm());
  app.decorateRequest("lang", "zh-CN");
  app.addHook("onRequest", async (request) => {
    request.lang = langOf(request.headers["accept-language"]);
  });
  registerErrorHandler(app);
  registerInputGuard(app);
  registerCancelOnClose(app, database);
  await registerSecurityHeaders(app, config);
  // Counters in the database: every server behind a balancer counts against one limit per client address.
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(db) });
  await app.register(swagger, {
    openapi: {
      openapi: "3.0.3",
      info: {
        title: "Tessera portal API",
        description: "The HTTP contract of the Tessera portal (uc, portal, form, bpm).",
        version: "0.1.0",
      },
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } } },
      security: [{ bearer: [] }],
    },
    refResolver: { buildLocalReference: (json, _base, _fragment, i) => String(json.$id ?? `def-${i}`) },
  });
  await app.register(swaggerUi, {
    routePrefix: "/docs",
    staticCSP: true,
    // The docs are served over plain http on a developer machine; upgrading would break them there.
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ""),
  });
  // The docs page resolves its spec URL from its own address, which a query string (the shell's frame
  // appends _t; older clients also a token) would break; the docs need neither, so drop them.
  app.addHook("onRequest", async (request, reply) => {
    if (/^\/docs\/?\?/.test(request.url)) return reply.redirect("/docs");
  });
  app.addSchema(queryFilterSchema);
  app.addSchema(errorBodySchema);

  app.get("/openapi.json", { schema: { hide: true } }, async () => app.swagger());

  app.get("/fvue/context.json", { schema: { hide: true } }, async (request, reply) => {
    const origin = `${request.protocol}://${request.host}`;
    const hosts = Object.fromEntries(SERVICE_HOSTS.map((name) => [name, config.hosts[name] ?? origin]));
    const context = {
      ...hosts,
      ...(config.ssoMode ? { ssoMode: config.ssoMode } : {}),
      // The browser's link rule and sanitiser read these (src/engine/links); absent when not configured.
      ...(config.trustedLinkHosts.length ? { trustedLinkHosts: config.trustedLinkHosts } : {}),
      ...(config.trustedImageHosts.length ? { trustedImageHosts: config.trustedImageHosts } : {}),
    } as RuntimeContext;
    return reply.header("Cache-Control", "no-cache").send(context);
  });

  configureChannels(db, { mailSender: options.mailSender ?? null });
  const fileService = {
    db,
    store: fileStoreOf(config.files, db),
    config: config.files,
    secret: config.jwtSecret,
  };
  const hub = await openEventHub(config.databaseUrl, (err) => app.log.warn({ err }, "event hub"));
  await app.register(async (api) => {
    registerAuth(api, db, tokens);
    registerNoStore(api);
    healthRoutes(api, db);
    ucRoutes(api, { db, tokens, config });
    portalRoutes(api, { db, tokens });
    formRoutes(api, { db });
    bpmRoutes(api, { db, urgeIntervalMinutes: config.urgeIntervalMinutes });
    homeRoutes(api, { db });
    contentRoutes(api, { db });
    messageRoutes(api, { db, hub });
    await api.register((scope) => fileRoutes(scope, fileService));
  });

  await registerFrontEnd(app, config.distDir);
  if (config.messageDeliveryMs > 0) {
    const stop = startDelivery(db, config.messageDeliveryMs, {
      onDelivered: (events) => hub.publish(events),
      onError: (err) => app.log.error({ err }, "message delivery failed"),
    });
    app.addHook("onClose", stop);
  }
  if (config.jobPollMs > 0) {
    const stop = startJobs(db, config.jobPollMs, {
      onError: (err) => app.log.error({ err }, "scheduled jobs failed"),
    });
    app.addHook("onClose", stop);
  }
  if (config.jobPollMs > 0 && fileService.store.kind === "db") {
    // Chunks of uploads cut off by a crash (docs/files.md): swept at start and hourly, beside the jobs.
    const stop = startOrphanSweep(db, (err) => app.log.error({ err }, "orphan chunk sweep failed"));
    app.addHook("onClose", stop);
  }
  app.addHook("onClose", () => hub.close());
  return app;
}
