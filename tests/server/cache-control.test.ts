import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createTestApp, type TestApp, tokenOf } from "./helpers";

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await tokenOf(t.app, "admin");
});
afterAll(() => t.close());

/** Routes that end or replace the caller's session (walked last would not help: they are left out). */
const SESSION_ENDING = /signout|refresh/i;

/** Every GET operation of /openapi.json but the session-ending ones, path parameters filled with "x". */
async function getOperations(): Promise<string[]> {
  const doc = (await t.app.inject({ url: "/openapi.json" })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  return Object.entries(doc.paths)
    .filter(([path, ops]) => "get" in ops && !SESSION_ENDING.test(path))
    .map(([path]) => path.replace(/\{[^}]+\}/g, "x"));
}

describe("Cache-Control", () => {
  it("every JSON answer to a signed-in caller (every GET in /openapi.json) carries no-store", async () => {
    const paths = await getOperations();
    const json: string[] = [];
    const answered: string[] = []; // the 200s: the caller stayed signed in throughout
    for (const url of paths) {
      const res = await t.app.inject({ url, headers: bearer(token) });
      if (!String(res.headers["content-type"]).includes("json")) continue;
      json.push(url);
      if (res.statusCode === 200) answered.push(url);
      expect(res.headers["cache-control"], `GET ${url} (${res.statusCode})`).toBe("no-store");
    }
    expect(json.length).toBeGreaterThan(50);
    expect(answered.length).toBeGreaterThan(10);
  });

  it("posts, refusals and errors of signed-in callers carry no-store too", async () => {
    const todo = await t.app.inject({
      method: "POST",
      url: "/runtime/task/v1/getTodoList",
      headers: bearer(token),
      payload: { pageBean: { page: 1, pageSize: 5 } },
    });
    expect(todo.statusCode).toBe(200);
    expect(todo.headers["cache-control"]).toBe("no-store");
    const missing = await t.app.inject({
      method: "POST",
      url: "/runtime/task/v1/complete",
      headers: bearer(token),
      payload: { taskId: "no-such-task", actionName: "agree" },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers["cache-control"]).toBe("no-store");
    const signIn = await t.app.inject({
      method: "POST",
      url: "/auth",
      payload: { username: "admin", password: Buffer.from("Passw0rd!").toString("base64") },
    });
    expect(signIn.json().token).toBeTruthy();
    expect(signIn.headers["cache-control"]).toBe("no-store");
  });

  it("keeps the caching of the front end, the runtime context and stored files", async () => {
    const asset = await t.app.inject({ url: "/fvue/assets/app-abc123.js" });
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const page = await t.app.inject({ url: "/fvue/login" });
    expect(page.headers["cache-control"]).toBe("no-cache");
    const context = await t.app.inject({ url: "/fvue/context.json" });
    expect(context.headers["cache-control"]).toBe("no-cache");
    const logo = await t.app.inject({ url: "/system/file/v1/getLogoFile?logoType=front&tenantId=t-acme" });
    expect(logo.headers["cache-control"]).toBe("private, max-age=300");
  });
});
