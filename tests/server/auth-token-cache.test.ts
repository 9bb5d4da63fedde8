import { decodeJwt } from "jose";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { bearer, body, createTestApp, type TestApp, tokenOf } from "./helpers";

// resolveToken remembers a token's verified claims until the token expires; these tests hold it to the
// same answers as verifying on every request.
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
