import { decodeJwt, SignJWT } from "jose";
import { sql } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { claimsOf, resolveToken, VERIFIED_LIMIT } from "../../server/http/auth";
import {
  bearer,
  body,
  changePassword,
  createTestApp,
  type TestApp,
  tokenOf,
  tokenServiceOf,
} from "./helpers";

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

describe("a token's signature", () => {
  it("is verified once per token, for many tokens at once, and the token is refused from the second of its expiry", async () => {
    const tokens = tokenServiceOf(t.config);
    const verify = vi.spyOn(tokens, "verify");
    const a = await tokenOf(t.app, "zhangsan");
    const b = await tokenOf(t.app, "admin");
    const callers = [];
    for (const token of [a, b, a, b, a]) callers.push((await resolveToken(t.db, tokens, token))?.account);
    expect(callers).toEqual(["zhangsan", "admin", "zhangsan", "admin", "zhangsan"]);
    expect(verify).toHaveBeenCalledTimes(2);
    vi.spyOn(Date, "now").mockReturnValue((decodeJwt(a).exp as number) * 1000);
    expect(await resolveToken(t.db, tokens, a)).toBeNull();
  });
});

describe("a token without an expiry", () => {
  it("is refused (401) though signed with the app's secret: the server never issues one", async () => {
    const { sid, uid, tenantId, sub } = decodeJwt(await tokenOf(t.app, "lisi"));
    const endless = await new SignJWT({ sid, uid, tenantId })
      .setProtectedHeader({ alg: "HS512" })
      .setSubject(sub as string)
      .setIssuedAt()
      .sign(new TextEncoder().encode(t.config.jwtSecret as string));
    for (let i = 0; i < 2; i++) expect((await menu(endless)).statusCode).toBe(401);
  });
});

describe("the tokens remembered as verified", () => {
  it(`are at most ${VERIFIED_LIMIT} per token service, the oldest forgotten first`, async () => {
    const tokens = tokenServiceOf(t.config);
    const signed = await Promise.all(
      Array.from({ length: VERIFIED_LIMIT + 1 }, (_, i) =>
        tokens.sign({ sub: `u${i}`, tenantId: "t-platform", uid: `u${i}`, sid: `s${i}` }),
      ),
    );
    for (const token of signed) await claimsOf(tokens, token);
    const verify = vi.spyOn(tokens, "verify");
    expect((await claimsOf(tokens, signed[VERIFIED_LIMIT]))?.sub).toBe(`u${VERIFIED_LIMIT}`);
    expect((await claimsOf(tokens, signed[1]))?.sub).toBe("u1");
    expect(verify).not.toHaveBeenCalled();
    expect((await claimsOf(tokens, signed[0]))?.sub).toBe("u0");
    expect(verify).toHaveBeenCalledTimes(1);
  });
});

describe("a session kept on PGlite", () => {
  const sessionReadsOf = () => {
    const reads = vi.spyOn(t.db, "selectFrom");
    return () => reads.mock.calls.filter(([from]) => String(from) === "uc_session as s").length;
  };
  const onPostgres = Boolean(process.env.DATABASE_URL);

  it("is kept for several sessions at once", async () => {
    const a = await tokenOf(t.app, "zhangsan");
    const b = await tokenOf(t.app, "admin");
    const reads = sessionReadsOf();
    for (const token of [a, b, a, b]) expect((await menu(token)).statusCode).toBe(200);
    expect(reads()).toBe(onPostgres ? 4 : 2);
  });

  it("is kept for a refreshed-away token only until its grace ends by the server's clock, then read again", async () => {
    const first = await tokenOf(t.app, "zhangsan");
    const second = (await t.app.inject({ url: "/refresh", headers: bearer(first) })).json().token as string;
    const reads = sessionReadsOf();
    for (const token of [first, first, second, second]) expect((await menu(token)).statusCode).toBe(200);
    expect(reads()).toBe(onPostgres ? 4 : 2);
    const { previous_until } = await t.db
      .selectFrom("uc_session")
      .select("previous_until")
      .where("id", "=", decodeJwt(first).sid as string)
      .executeTakeFirstOrThrow();
    // The millisecond the grace ends.
    vi.spyOn(Date, "now").mockReturnValue(new Date(previous_until as Date).getTime());
    // Read again, the row answers by the database's clock: PGlite's is this process's (so the grace is over),
    // PostgreSQL's has not moved (so it still lasts).
    expect((await menu(first)).statusCode).toBe(onPostgres ? 200 : 401);
    expect(reads()).toBe(onPostgres ? 5 : 3);
    expect((await menu(second)).statusCode).toBe(200);
    expect(reads()).toBe(onPostgres ? 6 : 3);
  });
});

describe("where no change to a session is heard in process (PostgreSQL's case)", () => {
  it("reads the session on every request and refuses it once revoked", async () => {
    const tokens = tokenServiceOf(t.config);
    // A second handle on the same database: nothing counts its session changes.
    const db = t.db.withTables<Record<never, never>>();
    const reads = vi.spyOn(db, "selectFrom");
    const token = await tokenOf(t.app, "lisi");
    for (let i = 0; i < 2; i++) expect((await resolveToken(db, tokens, token))?.account).toBe("lisi");
    expect(reads.mock.calls.filter(([from]) => String(from) === "uc_session as s")).toHaveLength(2);
    await t.db
      .updateTable("uc_session")
      .set({ revoked_at: sql`now()` })
      .where("id", "=", decodeJwt(token).sid as string)
      .execute();
    expect(await resolveToken(db, tokens, token)).toBeNull();
  });
});
