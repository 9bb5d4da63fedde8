import { PGlite } from "@electric-sql/pglite";
import { Kysely, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PreparedPGliteDialect } from "../../server/db/pgliteDialect";

/*
 * The PGlite dialect that prepares data statements by name (server/db/pgliteDialect.ts, issue 16): it must
 * answer exactly what PGlite's own `query` answers, follow the data and the schema as they change, and keep
 * a failed statement's error and the connection usable. An in-memory PGlite of its own, on either database.
 */

interface Db {
  note: { id: number; title: string; at: Date; tags: string[] | null; doc: unknown };
}

let pglite: PGlite;
let db: Kysely<Db>;
beforeAll(async () => {
  pglite = await PGlite.create();
  db = new Kysely<Db>({ dialect: new PreparedPGliteDialect(pglite) });
  await sql`CREATE TABLE note (id int PRIMARY KEY, title text NOT NULL, at timestamptz NOT NULL, tags text[], doc jsonb)`.execute(
    db,
  );
}, 60_000);
afterAll(() => db.destroy());

const at = new Date("2026-11-27T10:00:00.000Z");

describe("PGlite with prepared data statements", () => {
  it("answers what PGlite's own query answers: rows, types and affected rows", async () => {
    const inserted = await db
      .insertInto("note")
      .values([
        { id: 1, title: "一", at, tags: ["a", "b"], doc: JSON.stringify({ k: [1, 2] }) },
        { id: 2, title: "two", at, tags: null, doc: null },
      ])
      .executeTakeFirst();
    expect(inserted.numInsertedOrUpdatedRows).toBe(2n);
    const ours = await db.selectFrom("note").selectAll().where("at", "=", at).orderBy("id").execute();
    const theirs = await pglite.query("SELECT * FROM note WHERE at = $1 ORDER BY id", [at]);
    expect(ours).toEqual(theirs.rows);
    expect(ours[0]).toEqual({ id: 1, title: "一", at, tags: ["a", "b"], doc: { k: [1, 2] } });
    const updated = await db
      .updateTable("note")
      .set({ title: "2" })
      .where("id", "in", [1, 2])
      .executeTakeFirst();
    expect(updated.numUpdatedRows).toBe(2n);
  });

  it("follows the data when the same statement runs again and again (past the custom plans)", async () => {
    const count = () =>
      db
        .selectFrom("note")
        .select(sql<number>`count(*)::int`.as("n"))
        .where("id", ">", 0)
        .executeTakeFirstOrThrow();
    for (let i = 0; i < 8; i++) {
      await db
        .insertInto("note")
        .values({ id: 100 + i, title: `n${i}`, at })
        .execute();
      expect((await count()).n).toBe(3 + i);
    }
    await db.deleteFrom("note").where("id", ">=", 100).execute();
    expect((await count()).n).toBe(2);
  });

  it("follows the schema: a SELECT * prepared before ALTER TABLE returns the new column after it", async () => {
    const all = () => db.selectFrom("note").selectAll().where("id", "=", 1).executeTakeFirstOrThrow();
    expect(Object.keys(await all())).not.toContain("extra");
    await sql`ALTER TABLE note ADD COLUMN extra int NOT NULL DEFAULT 7`.execute(db);
    expect(await all()).toMatchObject({ id: 1, extra: 7 });
    await sql`ALTER TABLE note DROP COLUMN extra`.execute(db);
    expect(Object.keys(await all())).not.toContain("extra");
  });

  it("keeps a failed statement's code and text, and the connection works after it", async () => {
    const duplicate = db.insertInto("note").values({ id: 1, title: "again", at }).execute();
    await expect(duplicate).rejects.toMatchObject({
      code: "23505",
      query: expect.stringContaining("insert"),
    });
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.updateTable("note").set({ title: "rolled back" }).where("id", "=", 2).execute();
        await trx.insertInto("note").values({ id: 1, title: "again", at }).execute();
      }),
    ).rejects.toMatchObject({ code: "23505" });
    const two = await db.selectFrom("note").select("title").where("id", "=", 2).executeTakeFirstOrThrow();
    expect(two.title).toBe("2");
    await expect(sql`SELECT nope FROM note`.execute(db)).rejects.toMatchObject({ code: "42703" });
    expect((await sql<{ one: number }>`SELECT 1 AS one`.execute(db)).rows).toEqual([{ one: 1 }]);
  });

  it("keeps at most 500 statements prepared, and a dropped one prepares again", async () => {
    const byTitle = (n: number) =>
      db
        .selectFrom("note")
        .select(sql<string>`${sql.lit(`q${n}`)}`.as("q"))
        .where("id", "=", 1)
        .executeTakeFirstOrThrow();
    for (let n = 0; n < 520; n++) expect((await byTitle(n)).q).toBe(`q${n}`);
    expect((await byTitle(0)).q).toBe("q0");
    const held = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_prepared_statements`.execute(db);
    expect(held.rows[0]?.n).toBeLessThanOrEqual(500);
    expect(held.rows[0]?.n).toBeGreaterThan(400);
  });
});
