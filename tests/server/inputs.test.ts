import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { b64, bearer, createTestApp, type TestApp, tokenOf } from "./helpers";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  // Routes a test adds to see how the error handler answers database errors (before the app is ready).
  const dbError = (code: string, text: string) => () => {
    throw Object.assign(new Error(text), { code, severity: "ERROR" });
  };
  t.app.get("/test/statementTimeout", dbError("57014", "canceling statement due to statement timeout"));
  t.app.get("/test/dataException", dbError("22008", "date/time field value out of range"));
  admin = await tokenOf(t.app, "admin");
});
afterAll(() => t.close());

/** An error answer: the envelope, no stack frames or file paths. */
function expectEnvelope(res: { statusCode: number; body: string }, status: number) {
  expect(res.statusCode, res.body).toBe(status);
  const body = JSON.parse(res.body);
  expect(body).toMatchObject({ state: false, message: expect.any(String), logId: expect.any(String) });
  expect(res.body).not.toMatch(/ {4}at |\/work\/|node_modules|\.ts:\d/);
}

describe("client mistakes answer 400, never 500 (issue 11 §4)", () => {
  it("refuses a NUL character in the sign-in name, a query string and a JSON body with 400", async () => {
    const auth = await t.app.inject({
      method: "POST",
      url: "/auth",
      payload: { username: "admin\u0000", password: b64("Passw0rd!") },
    });
    expectEnvelope(auth, 400);
    expect(auth.json().message).toBe("请求参数含有不允许的字符（NUL）");
    const query = await t.app.inject({
      method: "GET",
      url: "/api/user/v1/user/getByAccount?account=ad%00min",
      headers: bearer(admin),
    });
    expectEnvelope(query, 400);
    const body = await t.app.inject({
      method: "POST",
      url: "/runtime/task/v1/getTodoList",
      headers: bearer(admin),
      payload: { querys: [{ property: "subject", value: "a\u0000b", operation: "LIKE" }] },
    });
    expectEnvelope(body, 400);
  });

  it("refuses integers outside int4 and non-integers on any integer field with 400", async () => {
    for (const value of ["1.5", "1e300", "99999999999", "-99999999999"]) {
      const res = await t.app.inject({
        method: "GET",
        url: `/portal/sysIndexMyLayout/v1/designMyLayout?layoutType=${value}`,
        headers: bearer(admin),
      });
      expectEnvelope(res, 400);
    }
    const page = await t.app.inject({
      method: "GET",
      url: "/form/customQuery/v1/doQueryBase64?alias=expenseQuery&page=99999999999999999999",
      headers: bearer(admin),
    });
    expectEnvelope(page, 400);
  });

  it("answers a malformed URL with the error envelope and the security headers", async () => {
    const res = await t.app.inject({ method: "GET", url: "/%E0%A4%A" });
    expectEnvelope(res, 400);
    expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("refuses a body nested deeper than 32 levels with 400", async () => {
    let deep: unknown = "x";
    for (let i = 0; i < 40; i++) deep = [deep];
    const res = await t.app.inject({
      method: "POST",
      url: "/runtime/task/v1/getTodoList",
      headers: bearer(admin),
      payload: { params: { deep } },
    });
    expectEnvelope(res, 400);
  });

  it("answers a statement cancelled by its timeout with 503 and a message, a data exception with 400", async () => {
    const timeout = await t.app.inject({
      method: "GET",
      url: "/test/statementTimeout",
      headers: { "accept-language": "en-US" },
    });
    expectEnvelope(timeout, 503);
    expect(timeout.json().message).toBe("The query took too long; please narrow the search and try again");
    expectEnvelope(await t.app.inject({ method: "GET", url: "/test/dataException" }), 400);
  });
});
