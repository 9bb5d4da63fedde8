import { buildApp } from "./app";
import { loadConfig } from "./config";
import { openDatabase } from "./db";
import { databaseOptionsOf, prepareDatabase } from "./db/startup";

/**
 * Start: open the database; migrate, seed the demo when empty and resolve the shared JWT secret under the
 * start-up lock; listen; close cleanly on SIGINT/SIGTERM.
 */
async function main(): Promise<void> {
  const loaded = loadConfig();
  const database = await openDatabase(databaseOptionsOf(loaded));
  const { applied, seeded, config } = await prepareDatabase(database, loaded);
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
