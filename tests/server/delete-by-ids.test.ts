import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encodeBag, leaveBag, post } from "./bpmHelpers";
import { bearer, createTestApp, type TestApp, tokenOf } from "./helpers";

// Every delete-by-ids route: an id of another tenant (or none at all) answers 404 请求的资源不存在, not
// 删除成功, and nothing of the list is deleted.

let t: TestApp;
let admin: string;
let acme: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await tokenOf(t.app, "admin");
  acme = await tokenOf(t.app, "acme_admin", "Passw0rd!", "?tenantId=t-acme");
});
afterAll(() => t.close());

const remove = (token: string, url: string, ids: string[]): Promise<LightMyRequestResponse> =>
  t.app.inject({ method: "DELETE", url: `${url}?ids=${ids.join(",")}`, headers: bearer(token) });

function expectNotFound(res: LightMyRequestResponse): void {
  expect(res.statusCode).toBe(404);
  expect(res.json()).toMatchObject({ state: false, message: "请求的资源不存在" });
}

/**
 * The all-or-none rule on one route: with admin's row `mine` (t-platform) and acme_admin's `theirs`, every
 * list naming an id the caller's tenant lacks is a 404 that deletes nothing; then admin deletes `mine`
 * (named twice) and gets 删除成功, while `theirs` stays.
 */
async function expectAllOrNone(
  url: string,
  mine: string,
  theirs: string,
  exists: (id: string) => Promise<boolean>,
): Promise<void> {
  expectNotFound(await remove(admin, url, [theirs]));
  expectNotFound(await remove(admin, url, [mine, theirs]));
  expectNotFound(await remove(admin, url, [mine, "no-such-id"]));
  expectNotFound(await remove(acme, url, [mine]));
  expect(await exists(mine)).toBe(true);
  expect(await exists(theirs)).toBe(true);
  const done = await remove(admin, url, [mine, mine]);
  expect(done.statusCode).toBe(200);
  expect(done.json()).toMatchObject({ state: true, message: "删除成功" });
  expect(await exists(mine)).toBe(false);
  expect(await exists(theirs)).toBe(true);
}

const TABLE_ROUTES = [
  ["form_custom_dialog", "/form/customDialog/v1/remove"],
  ["form_custom_query", "/form/customQuery/v1/remove"],
  ["form_custom_chart", "/form/customChart/v1/remove"],
  ["portal_index_column", "/portal/sysIndexColumn/sysIndexColumn/v1/remove"],
] as const;

describe("delete by ids across tenants", () => {
  for (const [table, url] of TABLE_ROUTES) {
    it(`${url}: another tenant's or an unknown id → 404 and nothing deleted; own ids → 删除成功`, async () => {
      const idsOf = async (tenant: string) =>
        (
          await t.db.selectFrom(table).select("id").where("tenant_id", "=", tenant).orderBy("id").execute()
        ).map((r) => r.id);
      const exists = async (id: string) =>
        Boolean(await t.db.selectFrom(table).select("id").where("id", "=", id).executeTakeFirst());
      const [mine] = await idsOf("t-platform");
      const [theirs] = await idsOf("t-acme");
      if (!mine || !theirs) throw new Error(`${table} needs a row in each demo tenant`);
      await expectAllOrNone(url, mine, theirs, exists);
    });
  }

  it("removeDraftById: another tenant's draft or an unknown id → 404 and none of the list deleted", async () => {
    const draftOf = async (token: string, flowKey: string) => {
      const res = await post(t.app, token, "/runtime/instance/v1/saveDraft", {
        flowKey,
        data: encodeBag(leaveBag(1)),
      });
      expect(res.json().state).toBe(true);
      return res.json().instId as string;
    };
    const mine = await draftOf(admin, "leave");
    const theirs = await draftOf(acme, "leave");
    const exists = async (id: string) =>
      Boolean(await t.db.selectFrom("bpm_instance").select("id").where("id", "=", id).executeTakeFirst());
    await expectAllOrNone("/runtime/instance/v1/removeDraftById", mine, theirs, exists);
  });

  it("an id list with no id (',') is a 400, not 删除成功", async () => {
    for (const url of [...TABLE_ROUTES.map(([, u]) => u), "/runtime/instance/v1/removeDraftById"]) {
      const res = await remove(admin, url, [",", " "]);
      expect(res.statusCode, url).toBe(400);
    }
  });
});
