import { buildApp } from "./app";
import { loadConfig } from "./config";
import { migrate, openDatabase } from "./db";
import { seedIfEmpty } from "./db/seed";

/** Start: open the database, migrate, seed the demo when empty, listen; close cleanly on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    statementTimeoutMs: config.statementTimeoutMs,
  });
  const applied = await migrate(database.db);
  const seeded = await seedIfEmpty(database.db);
  const app = await buildApp({ config, database });
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
