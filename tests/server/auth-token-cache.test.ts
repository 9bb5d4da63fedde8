import { decodeJwt } from "jose";
import { sql } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { bearer, body, changePassword, createTestApp, type TestApp, tokenOf } from "./helpers";

// resolveToken remembers a token's verified claims until the token expires, and on PGlite the session it
// found live until a session or user row changes (migration 0035); these tests hold it to the same answers
// as verifying and reading the session on every request.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const menu = (token: string) =>
  t.app.inject({ url: "/sys/sysMenu/v1/getCurrentUserMenu?menuAlias=front_menu", headers: bearer(token) });

describe("a token that was accepted before", () => {
  it("is refused with 401 once its expiry has passed", async () => {
    const token = await tokenOf(t.app, "lisi");
    expect((await menu(token)).statusCode).toBe(200);
    const exp = decodeJwt(token).exp as number;
    vi.spyOn(Date, "now").mockReturnValue(exp * 1000 + 1000);
    const res = await menu(token);
    expect(res.statusCode).toBe(401);
    expect(body(res)).toMatchObject({ state: false, message: "未登录或登录已过期，请重新登录" });
  });

  it("is refused with 401 right after its session is signed out", async () => {
    const token = await tokenOf(t.app, "zhangsan");
    expect((await menu(token)).statusCode).toBe(200);
    expect((await t.app.inject({ url: "/signout", headers: bearer(token) })).statusCode).toBe(200);
    expect((await menu(token)).statusCode).toBe(401);
  });

  it("is refused with 401 once its user is disabled", async () => {
    const token = await tokenOf(t.app, "wangwu");
    expect((await menu(token)).statusCode).toBe(200);
    await t.db.updateTable("uc_user").set({ status: 0 }).where("id", "=", "u-wangwu").execute();
    expect((await menu(token)).statusCode).toBe(401);
  });
});

describe("a session found live before", () => {
  it("is refused after a password change in another of the user's sessions", async () => {
    const changer = await tokenOf(t.app, "zhaoliu");
    const other = await tokenOf(t.app, "zhaoliu");
    for (const token of [changer, other, other]) expect((await menu(token)).statusCode).toBe(200);
    const res = await changePassword(t.app, changer, "Passw0rd!", "N3w-Passw0rd");
    expect(body(res)).toMatchObject({ state: true });
    expect((await menu(other)).statusCode).toBe(401);
    expect((await menu(changer)).statusCode).toBe(200);
  });

  it("is refused after its row is revoked by a statement of no app code (a script, an admin's SQL)", async () => {
    const token = await tokenOf(t.app, "lisi");
    for (let i = 0; i < 3; i++) expect((await menu(token)).statusCode).toBe(200);
    await t.db
      .updateTable("uc_session")
      .set({ revoked_at: sql`now()` })
      .where("id", "=", decodeJwt(token).sid as string)
      .execute();
    expect((await menu(token)).statusCode).toBe(401);
  });

  it("is read from its row once on PGlite until a session or user row changes; on PostgreSQL every time", async () => {
    const token = await tokenOf(t.app, "lisi");
    const reads = vi.spyOn(t.db, "selectFrom");
    const sessionReads = () => reads.mock.calls.filter(([from]) => String(from) === "uc_session as s").length;
    for (let i = 0; i < 3; i++) expect((await menu(token)).statusCode).toBe(200);
    const onPostgres = Boolean(process.env.DATABASE_URL);
    expect(sessionReads()).toBe(onPostgres ? 3 : 1);
    await t.db.updateTable("uc_user").set({ fullname: "李四" }).where("id", "=", "u-lisi").execute();
    expect((await menu(token)).statusCode).toBe(200);
    expect(sessionReads()).toBe(onPostgres ? 4 : 2);
  });
});
