import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedContentFiles } from "../../server/seed/contentFiles";
import { attachFiles } from "../../server/services/files/meta";
import { attachedFiles } from "../../src/api/contract/files";
import { textPdf } from "../../src/features/files/preview/textPdf";
import { upload } from "./filesHelpers";
import { bearer, createTestApp, type TestApp, tokenOf } from "./helpers";

/* The attachments of rules and news (issue 15, spec 3 §2–§3): the files are owned by their record, the
   answers list them, and the file service lets the tenant's staff read a published rule's and a news
   item's files, and nobody else. */

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const account of ["zhangsan", "lisi"]) tokens[account] = await tokenOf(t.app, account);
  tokens.acme = await tokenOf(t.app, "acme_admin", "Passw0rd!", "?tenantId=t-acme");
});
afterAll(() => t.close());

const as = (account: string, url: string) =>
  t.app.inject({ url, headers: bearer(tokens[account] as string) });
const preview = (account: string, fileId: string) =>
  as(account, `/system/file/v1/preview?fileId=${encodeURIComponent(fileId)}`);
const ruleList = (account: string) =>
  t.app.inject({
    method: "POST",
    url: "/portalRulesAndControl/v1/getRulesAndControlList",
    headers: bearer(tokens[account] as string),
    payload: {},
  });

const RULE_FILE = { id: "fl-platform-rule-1", name: "员工手册（2026版）.pdf" };
const NEWS_FILE = { id: "fl-platform-news-1", name: "新闻附件.pdf" };

describe("a rule's attachments", () => {
  it("are answered by the list and the detail as attachmentName [{id, name}]", async () => {
    const rows = ruleList("lisi").then((res) => res.json().rows);
    const first = (await rows).find((r: { id: string }) => r.id === "rc-platform-1");
    expect(first.attachmentName).toEqual([RULE_FILE]);
    const one = await as("lisi", "/portalRulesAndControl/v1/getJson?id=rc-platform-1");
    expect(one.json().attachmentName).toEqual([RULE_FILE]);
    const other = await as("lisi", "/portalRulesAndControl/v1/getJson?id=rc-platform-2");
    expect(other.json().attachmentName).toEqual([]);
  });

  it("lets every staff member of the tenant read a published rule's file (not only its uploader)", async () => {
    const meta = await t.db
      .selectFrom("sys_file")
      .selectAll()
      .where("id", "=", RULE_FILE.id)
      .executeTakeFirstOrThrow();
    expect(meta).toMatchObject({ owner_kind: "rule", owner_id: "rc-platform-1", uploader_id: null });
    const res = await preview("lisi", RULE_FILE.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("application/pdf");
    expect(res.body.startsWith("%PDF-1.4")).toBe(true);
    expect(res.body).toContain("Tessera employee handbook 2026");
    expect((await preview("zhangsan", RULE_FILE.id)).statusCode).toBe(200);
  });

  it("answers another tenant's rule file with 404, in both directions", async () => {
    expect((await preview("acme", RULE_FILE.id)).statusCode).toBe(404);
    expect((await preview("acme", "fl-acme-rule-1")).statusCode).toBe(200);
    expect((await preview("lisi", "fl-acme-rule-1")).statusCode).toBe(404);
  });

  it("refuses an unpublished rule's file to everyone but its uploader", async () => {
    const draft = await t.db
      .selectFrom("portal_rules_control")
      .select("id")
      .where("tenant_id", "=", "t-platform")
      .where("publish_status", "=", 0)
      .executeTakeFirstOrThrow();
    const up = await upload(t.app, tokens.zhangsan as string, "/system/file/v1/upload", "file", [
      { name: "草稿.pdf", data: Buffer.from(textPdf("draft")) },
    ]);
    const fileId = up.json().fileId as string;
    expect(await attachFiles(t.db, "t-platform", "u-zhangsan", [fileId], "rule", draft.id)).toEqual([fileId]);
    expect((await preview("lisi", fileId)).statusCode).toBe(404);
    expect((await preview("acme", fileId)).statusCode).toBe(404);
    expect((await preview("zhangsan", fileId)).statusCode).toBe(200);
    expect((await as("lisi", `/portalRulesAndControl/v1/getJson?id=${draft.id}`)).statusCode).toBe(404);
  });

  it("stops answering a rule's file once the rule is unpublished", async () => {
    await t.db
      .updateTable("portal_rules_control")
      .set({ publish_status: 0 })
      .where("id", "=", "rc-platform-1")
      .execute();
    try {
      expect((await preview("lisi", RULE_FILE.id)).statusCode).toBe(404);
    } finally {
      await t.db
        .updateTable("portal_rules_control")
        .set({ publish_status: 1 })
        .where("id", "=", "rc-platform-1")
        .execute();
    }
    expect((await preview("lisi", RULE_FILE.id)).statusCode).toBe(200);
  });

  it("leaves out entries of a hand-edited list that are not {id, name}", async () => {
    await t.db
      .updateTable("portal_rules_control")
      .set({ attachment: JSON.stringify([{ id: 7 }, "x", { id: "f1", name: "规定.pdf", size: 3 }]) })
      .where("id", "=", "rc-platform-3")
      .execute();
    const one = await as("lisi", "/portalRulesAndControl/v1/getJson?id=rc-platform-3");
    expect(one.json().attachmentName).toEqual([{ id: "f1", name: "规定.pdf" }]);
    expect(attachedFiles("not json")).toEqual([]);
    expect(attachedFiles('[{"id":"a","name":"b"}]')).toEqual([{ id: "a", name: "b" }]);
  });
});

describe("a news item's attachments", () => {
  it("are answered by the detail as file [{id, name}] and ffj, the same list as JSON text", async () => {
    const res = await as("lisi", "/portal/messageNews/v1/getJson?id=nw-platform-1");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: "nw-platform-1", file: [NEWS_FILE] });
    expect(JSON.parse(res.json().ffj)).toEqual([NEWS_FILE]);
    const plain = await as("lisi", "/portal/messageNews/v1/getJson?id=nw-platform-2");
    expect(plain.json()).toMatchObject({ file: [], ffj: "[]" });
  });

  it("lets the tenant's staff read a news item's file, and answers another tenant 404", async () => {
    const meta = await t.db
      .selectFrom("sys_file")
      .selectAll()
      .where("id", "=", NEWS_FILE.id)
      .executeTakeFirstOrThrow();
    expect(meta).toMatchObject({ owner_kind: "news", owner_id: "nw-platform-1" });
    const res = await preview("lisi", NEWS_FILE.id);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("Tessera news attachment");
    const download = await as("zhangsan", `/system/file/v1/downloadFile?fileId=${NEWS_FILE.id}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-disposition"]).toMatch(/^attachment;/);
    expect((await preview("acme", NEWS_FILE.id)).statusCode).toBe(404);
    expect((await as("acme", "/portal/messageNews/v1/getJson?id=nw-platform-1")).statusCode).toBe(404);
  });
});

describe("the routes' input limits", () => {
  it("refuses an id over 64 characters, and a missing id, with 400", async () => {
    const long = "x".repeat(65);
    expect((await as("lisi", `/portalRulesAndControl/v1/getJson?id=${long}`)).statusCode).toBe(400);
    expect((await as("lisi", `/portal/messageNews/v1/getJson?id=${long}`)).statusCode).toBe(400);
    expect((await as("lisi", "/portal/messageNews/v1/getJson")).statusCode).toBe(400);
    expect((await as("lisi", "/portalRulesAndControl/v1/getJson")).statusCode).toBe(400);
  });
});

describe("the demo attachments", () => {
  it("are seeded once: a second run adds nothing and lists each file once", async () => {
    expect(await seedContentFiles(t.db)).toBe(false);
    const rule = await t.db
      .selectFrom("portal_rules_control")
      .select("attachment")
      .where("id", "=", "rc-platform-1")
      .executeTakeFirstOrThrow();
    expect(attachedFiles(rule.attachment)).toEqual([RULE_FILE]);
  });

  it("adds a missing attachment to the existing list without losing its entries", async () => {
    await t.db.deleteFrom("sys_file").where("id", "=", "fl-acme-news-1").execute();
    await t.db.deleteFrom("sys_file_chunk").where("storage_key", "=", "fl-acme-news-1").execute();
    await t.db
      .updateTable("portal_news")
      .set({ ffj: JSON.stringify([{ id: "kept", name: "旧附件.pdf" }]) })
      .where("id", "=", "nw-acme-1")
      .execute();
    expect(await seedContentFiles(t.db)).toBe(true);
    const news = await t.db
      .selectFrom("portal_news")
      .select("ffj")
      .where("id", "=", "nw-acme-1")
      .executeTakeFirstOrThrow();
    expect(attachedFiles(news.ffj)).toEqual([
      { id: "kept", name: "旧附件.pdf" },
      { id: "fl-acme-news-1", name: "新闻附件.pdf" },
    ]);
  });
});
