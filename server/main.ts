import { buildApp } from "./app";
import { loadConfig } from "./config";
import { openDatabase } from "./db";
import { databaseOptionsOf, prepareDatabase } from "./db/startup";

/**
 * Start-up phase times (TESSERA_STARTUP_PHASES=1, read by `npm run bench -- --restart-only`): ms since the
 * process began at the end of each phase, the first being the module imports, printed as one stdout line
 * `startup phases {…}`. Off, it costs two clock reads.
 */
function startupPhases() {
  const at: Record<string, number> = { imports: performance.now() };
  return {
    mark: (phase: string) => {
      at[phase] = performance.now();
    },
    report: () => {
      if (process.env.TESSERA_STARTUP_PHASES !== "1") return;
      const rounded = Object.fromEntries(Object.entries(at).map(([k, v]) => [k, Math.round(v)]));
      console.log(`startup phases ${JSON.stringify(rounded)}`);
    },
  };
}

/**
 * Start: open the database; migrate, seed the demo when empty and resolve the shared JWT secret under the
 * start-up lock; listen; close cleanly on SIGINT/SIGTERM.
 */
async function main(): Promise<void> {
  const phases = startupPhases();
  const loaded = loadConfig();
  const database = await openDatabase(databaseOptionsOf(loaded));
  phases.mark("openDatabase");
  const { applied, seeded, config } = await prepareDatabase(database, loaded);
  phases.mark("prepareDatabase");
  const app = await buildApp({ config, database });
  phases.mark("buildApp");
  if (applied.length) app.log.info({ migrations: applied }, "migrations applied");
  if (seeded) app.log.info("demo data loaded");
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    try {
      await app.close();
      await database.close();
      app.log.info("database closed");
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, "shutdown failed");
      process.exit(1);
    }
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  await app.listen({ port: config.port, host: config.host });
  phases.mark("listen");
  phases.report();
  // The route schemas not compiled by a request yet, a few at a time between requests, from a second
  // after start (the first requests go first).
  setTimeout(() => {
    app.warmSchemas().catch((err) => app.log.error({ err }, "a route schema does not compile"));
  }, 1000).unref();
  const url = `http://${config.host === "0.0.0.0" ? "localhost" : config.host}:${config.port}/fvue/`;
  console.log(
    `\nTessera is running at ${url}  (${database.kind === "pglite" ? `embedded database in ${config.dataDir}` : "PostgreSQL"})`,
  );
  console.log(
    "Demo accounts (password Passw0rd!): admin, zhangsan, lisi, wangwu, zhaoliu, qianqi; acme tenant: acme_admin at /fvue/login/acme",
  );
  console.log("newbie signs in with the initial password Init@123 and is asked to change it.\n");
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
