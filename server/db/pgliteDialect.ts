import { type PGlite, parse, protocol, type Results } from "@electric-sql/pglite";
import {
  CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type Driver,
  type Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from "kysely";

/*
 * Kysely on PGlite with named prepared statements (issue 16, bench/README.md section B). PGlite's own
 * `query` parses, plans and describes every statement anew (an unnamed statement); PGlite runs in the
 * server's thread, so that work is the server's CPU, and under concurrent requests it is what they queue
 * behind. Here each data statement (SELECT / INSERT / UPDATE / DELETE / WITH) is parsed once under a name
 * and then only bound and executed, and planned once: openDatabase sets plan_cache_mode
 * force_generic_plan (under auto PostgreSQL plans a statement again with its values on each run while it
 * weighs a generic plan), so a partial index's constant must be a literal in the query (generic-plan.test.ts). The to-do page's statement took ~2.1 ms of CPU through `query` and
 * ~1.0 ms prepared (warm wasm), its count 0.8 → 0.45 ms.
 *
 * One connection, as kysely-pglite-dialect: callers queue first-come first-served for it, a transaction
 * holds it from begin to commit. Other statements (transaction control, DDL, SET) run unnamed, as before;
 * a schema change (CREATE, ALTER, DROP, …) drops the prepared statements, so a migration's change of a
 * table never meets a statement prepared before it (PostgreSQL refuses a cached `SELECT *` whose columns
 * changed).
 */

/** How many prepared statements stay (least recently used dropped first). */
const STATEMENT_LIMIT = 500;
const DATA_STATEMENT = /^[\s(]*(select|insert|update|delete|with|values)\b/i;
/** Statements that may change a table under a kept plan (migrations, tests' set-up). */
const SCHEMA_CHANGE = /^\s*(create|alter|drop|truncate|comment|do|import)\b/i;

const { serialize } = protocol;

/** Several protocol messages as one buffer (PGlite runs them in one call). */
function joined(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

interface Prepared {
  name: string;
  /** The parameters' type oids, to serialise each value as PGlite's `query` does. */
  types: number[];
}

/** The one PGlite connection: data statements prepared once by name, the rest unnamed. */
class PreparedConnection implements DatabaseConnection {
  private readonly statements = new Map<string, Prepared>();
  private counter = 0;

  constructor(private readonly pglite: PGlite) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const params = [...query.parameters];
    const result = DATA_STATEMENT.test(query.sql)
      ? await this.prepared<R>(query.sql, params)
      : await this.unnamed<R>(query.sql, params);
    return result.affectedRows
      ? { numAffectedRows: BigInt(result.affectedRows), rows: result.rows }
      : { rows: result.rows };
  }

  async *streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    if (!Number.isInteger(chunkSize) || (chunkSize ?? 0) <= 0)
      throw new Error("chunkSize must be a positive integer");
    const { rows } = await this.executeQuery<R>(query);
    for (let i = 0; i < rows.length; i += chunkSize as number)
      yield { rows: rows.slice(i, i + (chunkSize as number)) };
  }

  /** A statement that is not data: PGlite's own path; after a schema change, forget the plans. */
  private async unnamed<R>(text: string, params: unknown[]): Promise<Results<R>> {
    try {
      return await this.pglite.query<R>(text, params);
    } finally {
      if (SCHEMA_CHANGE.test(text)) await this.forgetAll();
    }
  }

  private async prepared<R>(text: string, params: unknown[]): Promise<Results<R>> {
    return this.pglite.runExclusive(async () => {
      let statement = this.statements.get(text);
      if (statement) {
        // Most recently used last: the first key is the one to drop.
        this.statements.delete(text);
        this.statements.set(text, statement);
      } else {
        statement = await this.prepare(text, params);
      }
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const serializer = this.pglite.serializers[statement.types[i] as number];
        return serializer ? serializer(value) : String(value);
      });
      try {
        const messages = await this.pglite.execProtocolStream(
          joined([
            serialize.bind({ statement: statement.name, values }),
            serialize.describe({ type: "P" }),
            serialize.execute({}),
            serialize.sync(),
          ]),
          { syncToFs: false },
        );
        return parse.parseResults(messages, this.pglite.parsers)[0] as Results<R>;
      } catch (err) {
        // "cached plan must not change result type": the table changed under the plan; prepare it anew next time.
        if ((err as { code?: string }).code === "0A000") await this.forget(text);
        throw Object.assign(err as object, { query: text, params });
      }
    });
  }

  /** Parses `text` under a new name and keeps it; the least recently used beyond the limit is closed. */
  private async prepare(text: string, params: unknown[]): Promise<Prepared> {
    const name = `tessera_${++this.counter}`;
    let messages: Awaited<ReturnType<PGlite["execProtocolStream"]>>;
    try {
      messages = await this.pglite.execProtocolStream(
        joined([serialize.parse({ name, text }), serialize.describe({ type: "S", name }), serialize.sync()]),
        { syncToFs: false },
      );
    } catch (err) {
      throw Object.assign(err as object, { query: text, params });
    }
    const statement = { name, types: parse.parseDescribeStatementResults(messages) };
    this.statements.set(text, statement);
    if (this.statements.size > STATEMENT_LIMIT) {
      const [oldest] = this.statements.keys();
      await this.forget(oldest as string);
    }
    return statement;
  }

  /** Closes one prepared statement (inside runExclusive); a failed close only leaves it unused. */
  private async forget(text: string): Promise<void> {
    const statement = this.statements.get(text);
    if (!statement) return;
    this.statements.delete(text);
    await this.pglite.execProtocolStream(
      joined([serialize.close({ type: "S", name: statement.name }), serialize.sync()]),
      { syncToFs: false, throwOnError: false },
    );
  }

  /** Closes every prepared statement. */
  private async forgetAll(): Promise<void> {
    if (this.statements.size === 0) return;
    const names = [...this.statements.values()].map((s) => s.name);
    this.statements.clear();
    await this.pglite.runExclusive(() =>
      this.pglite.execProtocolStream(
        joined([...names.map((name) => serialize.close({ type: "S", name })), serialize.sync()]),
        { syncToFs: false, throwOnError: false },
      ),
    );
  }
}

/** Hands the one connection to one caller at a time, in the order they asked (as kysely-pglite-dialect). */
class PreparedDriver implements Driver {
  private readonly connection: PreparedConnection;
  private busy = false;
  private readonly queue: ((connection: DatabaseConnection) => void)[] = [];

  constructor(private readonly pglite: PGlite) {
    this.connection = new PreparedConnection(pglite);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    if (!this.busy) {
      this.busy = true;
      return this.connection;
    }
    return new Promise((resolve) => this.queue.push(resolve));
  }

  async releaseConnection(): Promise<void> {
    const next = this.queue.shift();
    if (next) next(this.connection);
    else this.busy = false;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    await connection.executeQuery(
      CompiledQuery.raw(
        settings.isolationLevel ? `start transaction isolation level ${settings.isolationLevel}` : "begin",
      ),
    );
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("commit"));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("rollback"));
  }

  async destroy(): Promise<void> {
    await this.pglite.close();
  }
}

/** Kysely's dialect for one PGlite instance, with prepared data statements (see above). */
export class PreparedPGliteDialect implements Dialect {
  constructor(private readonly pglite: PGlite) {}
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PreparedDriver(this.pglite);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
  // biome-ignore lint/suspicious/noExplicitAny: Kysely's introspector takes any database.
  createIntrospector(db: Kysely<any>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }
}
