import { decodeJwt } from "jose";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { b64, bearer, body, changePassword, createTestApp, signIn, type TestApp, tokenOf } from "./helpers";

// Issue 11 §3: sessions that end. One app with the default lockout (5 failures, 15 minutes).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ loginPerAddressPerMinute: 1000 });
});
afterAll(() => t.close());

const menu = (token: string) =>
  t.app.inject({ url: "/sys/sysMenu/v1/getCurrentUserMenu?menuAlias=front_menu", headers: bearer(token) });

/** A session copied from a token by /sso/auth, as the client does for a ?token= address. */
async function copyOf(token: string): Promise<string> {
  const res = await t.app.inject({ url: `/sso/auth?ticket=${token}&code=${token}&service=x` });
  expect(res.statusCode).toBe(200);
  return res.json().token as string;
}

const refresh = (token: string) => t.app.inject({ url: "/refresh", headers: bearer(token) });

/** POST /auth from a given client address. */
const signInFrom = (address: string, username: string, password = "Passw0rd!") =>
  t.app.inject({
    method: "POST",
    url: "/auth",
    remoteAddress: address,
    payload: { username, password: b64(password) },
  });

/** Moves every stored sign-in failure of an account back in time, as if minutes had passed. */
const ageFailures = (account: string, minutes: number) =>
  t.db
    .updateTable("uc_login_failure")
    .set({ failed_at: sql`failed_at - make_interval(mins => ${minutes})` })
    .where("account", "=", account)
    .execute();

describe("a password change ends the user's other sessions", () => {
  it("refuses the user's other sessions and their copies; the session that changed it stays", async () => {
    const changer = await tokenOf(t.app, "zhaoliu");
    const other = await tokenOf(t.app, "zhaoliu");
    const copy = await copyOf(other);
    const bystander = await tokenOf(t.app, "lisi");
    const res = await changePassword(t.app, changer, "Passw0rd!", "N3w-Passw0rd");
    expect(res.json()).toEqual({ state: true, message: "修改密码成功" });
    expect((await menu(changer)).statusCode).toBe(200);
    for (const token of [other, copy]) {
      const refused = await menu(token);
      expect(refused.statusCode).toBe(401);
      expect(body(refused).message).toBe("未登录或登录已过期，请重新登录");
    }
    expect((await menu(bystander)).statusCode).toBe(200);
  });
});

describe("sign-out ends the sessions copied from it", () => {
  it("refuses copies and copies of copies after the original signs out, but not the other way round", async () => {
    const original = await tokenOf(t.app, "wangwu");
    const copy = await copyOf(original);
    const copyOfCopy = await copyOf(copy);
    const sibling = await copyOf(original);
    expect((await t.app.inject({ url: "/signout", headers: bearer(sibling) })).statusCode).toBe(200);
    expect((await menu(original)).statusCode).toBe(200);
    expect((await menu(copyOfCopy)).statusCode).toBe(200);
    expect((await t.app.inject({ url: "/signout", headers: bearer(original) })).statusCode).toBe(200);
    for (const token of [original, copy, copyOfCopy]) expect((await menu(token)).statusCode).toBe(401);
  });
});

describe("/refresh has an absolute limit", () => {
  const signedInAgo = (token: string, seconds: number) =>
    t.db
      .updateTable("uc_session")
      .set({ signed_in_at: sql`now() - make_interval(secs => ${seconds})` })
      .where("id", "=", decodeJwt(token).sid as string)
      .execute();

  it("answers 401 past 7 days from sign-in and ends the session", async () => {
    const token = await tokenOf(t.app, "qianqi");
    await signedInAgo(token, 7 * 86400 + 60);
    const res = await refresh(token);
    expect(res.statusCode).toBe(401);
    expect(body(res).message).toBe("未登录或登录已过期，请重新登录");
    expect((await menu(token)).statusCode).toBe(401);
  });

  it("never extends a session past the limit, and a copy inherits its parent's sign-in time", async () => {
    const token = await tokenOf(t.app, "qianqi");
    await signedInAgo(token, 7 * 86400 - 3600);
    const res = await refresh(token);
    expect(res.statusCode).toBe(200);
    expect(res.json().expiration).toBeLessThanOrEqual(3600);
    const exp = decodeJwt(res.json().token).exp as number;
    expect(exp - Math.floor(Date.now() / 1000)).toBeLessThanOrEqual(3600);
    const copy = await t.app.inject({ url: `/sso/auth?ticket=${token}&code=${token}` });
    expect(copy.statusCode).toBe(200);
    expect(copy.json().expiration).toBeLessThanOrEqual(3600);
    await signedInAgo(token, 7 * 86400 + 60);
    expect((await t.app.inject({ url: `/sso/auth?ticket=${token}&code=${token}` })).statusCode).toBe(401);
  });
});

describe("refreshed-away tokens", () => {
  it("keep working during the grace and are refused after it; the new token keeps working", async () => {
    const first = await tokenOf(t.app, "admin");
    const second = (await refresh(first)).json().token as string;
    expect(decodeJwt(second).gen).toBe(1);
    expect((await menu(first)).statusCode).toBe(200);
    await t.db
      .updateTable("uc_session")
      .set({ previous_until: sql`now() - interval '1 second'` })
      .where("id", "=", decodeJwt(first).sid as string)
      .execute();
    expect((await menu(first)).statusCode).toBe(401);
    expect((await refresh(first)).statusCode).toBe(401);
    expect((await menu(second)).statusCode).toBe(200);
  });

  it("give a tab refreshing with the previous token the current generation, without moving it on", async () => {
    const first = await tokenOf(t.app, "admin");
    const second = (await refresh(first)).json().token as string;
    const again = (await refresh(first)).json().token as string;
    expect(decodeJwt(again).gen).toBe(1);
    const third = (await refresh(second)).json().token as string;
    expect(decodeJwt(third).gen).toBe(2);
    // Only one generation back is honoured: the first token is now two behind.
    expect((await menu(first)).statusCode).toBe(401);
    expect((await menu(second)).statusCode).toBe(200);
  });
});

describe("changUserPsd guesses of the old password", () => {
  it("answers 429 旧密码错误次数过多 after 5 wrong old passwords, even for the right one", async () => {
    const token = await tokenOf(t.app, "newbie", "Init@123");
    for (let i = 0; i < 5; i++) {
      expect((await changePassword(t.app, token, `guess-${i}`, "Str0ng!pass")).json()).toEqual({
        state: false,
        message: "旧密码错误",
      });
    }
    const res = await changePassword(t.app, token, "Init@123", "Str0ng!pass");
    expect(res.statusCode).toBe(429);
    expect(body(res)).toMatchObject({ state: false, message: "旧密码错误次数过多，请15分钟后再试" });
    expect((await signIn(t.app, "newbie", "Init@123")).statusCode).toBe(200);
  });
});

describe("sign-in lockout per account and client address", () => {
  it("lets the owner sign in from another address after 5 wrong passwords from one", async () => {
    for (let i = 0; i < 5; i++)
      expect((await signInFrom("10.0.0.66", "lisi", "wrong-one")).statusCode).toBe(401);
    const locked = await signInFrom("10.0.0.66", "lisi");
    expect(locked.statusCode).toBe(429);
    expect(body(locked).message).toBe("登录失败次数过多，请15分钟后再试");
    expect((await signInFrom("10.0.0.7", "lisi")).statusCode).toBe(200);
  });

  it("doubles the lock of a pair that fails again after its lock ended", async () => {
    for (let i = 0; i < 5; i++) await signInFrom("10.0.0.67", "zhangsan", "wrong-one");
    await ageFailures("zhangsan", 16);
    expect((await signInFrom("10.0.0.67", "zhangsan", "wrong-again")).statusCode).toBe(401);
    const res = await signInFrom("10.0.0.67", "zhangsan");
    expect(res.statusCode).toBe(429);
    expect(body(res).message).toBe("登录失败次数过多，请30分钟后再试");
  });

  it("is lifted by an administrator with unlockLogin; others get 403", async () => {
    for (let i = 0; i < 5; i++) await signInFrom("10.0.0.68", "wangwu", "wrong-one");
    expect((await signInFrom("10.0.0.68", "wangwu")).statusCode).toBe(429);
    const unlock = (token: string, account: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/user/v1/user/unlockLogin",
        headers: bearer(token),
        payload: { account },
      });
    expect((await unlock(await tokenOf(t.app, "qianqi"), "wangwu")).statusCode).toBe(403);
    const admin = await tokenOf(t.app, "admin");
    expect((await unlock(admin, "nobody")).statusCode).toBe(404);
    const res = await unlock(admin, "wangwu");
    expect(res.json()).toEqual({ state: true, message: "已解除登录锁定" });
    expect((await signInFrom("10.0.0.68", "wangwu")).statusCode).toBe(200);
  });
});
