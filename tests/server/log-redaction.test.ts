import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, tokenOf } from "./helpers";

// Issue 11 §3: a token passed in an address never reaches the server's log.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("tokens never appear in logs", () => {
  it("redacts ticket and code of /sso/auth and any token= query parameter in every log line", async () => {
    const token = await tokenOf(t.app, "zhangsan");
    expect(
      (await t.app.inject({ url: `/sso/auth?ticket=${token}&code=${token}&service=x` })).statusCode,
    ).toBe(200);
    await t.app.inject({ url: `/fvue/home?token=${token}&menu=1` });
    await t.app.inject({ url: `/docs?token=${token}&_t=1` });
    await t.app.inject({ url: `/sys/sysMenu/v1/getCurrentUserMenu?access_token=${token}` });
    const lines = t.logs.map((line) => JSON.stringify(line));
    const signature = token.split(".")[2];
    expect(lines.filter((line) => line.includes(signature))).toEqual([]);
    expect(lines.some((line) => line.includes("/sso/auth?ticket=[redacted]&code=[redacted]&service=x"))).toBe(
      true,
    );
    expect(lines.some((line) => line.includes("/fvue/home?token=[redacted]&menu=1"))).toBe(true);
  });
});
