import { openDatabase, migrate } from "../server/db";
import { seedIfEmpty } from "../server/seed";
import { generateLoad } from "./bpm";
async function main() {
  const url = "postgres://postgres@127.0.0.1:5432/tessera_g_explain";
  const d = await openDatabase({ dataDir: "/tmp/g/data", databaseUrl: url });
  await migrate(d.db); await seedIfEmpty(d.db);
  await generateLoad(d.db, 100_000, 1_000_000);
  await d.close();
}
main();
