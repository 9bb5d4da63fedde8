import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attachFiles, openFile } from "../../server/services/files/meta";
import { signedFileUrl } from "../../server/services/files/signing";
import { fileStoreOf } from "../../server/services/files/stores";
import { pdfOf, sha256, upload } from "./filesHelpers";
import { bearer, createTestApp, type TestApp, tokenOf } from "./helpers";

/* Who may read a stored file (issue 15 §2): the one read rule, signed URLs, public logos. */

let t: TestApp;
const tokens: Record<string, string> = {};
let fileId = "";
const data = pdfOf(5000);
const secret = "test-secret-not-for-production-0123456789";

const get = (url: string, token?: string) => t.app.inject({ url, headers: token ? bearer(token) : {} });

beforeAll(async () => {
  t = await createTestApp();
  for (const account of ["zhangsan", "lisi", "admin"]) tokens[account] = await tokenOf(t.app, account);
  tokens.acme = await tokenOf(t.app, "acme_admin", "Passw0rd!", "?tenantId=t-acme");
  const res = await upload(t.app, tokens.zhangsan as string, "/system/file/v1/upload", "file", [
    { name: "请假证明.pdf", data },
  ]);
  fileId = res.json().fileId;
});
afterAll(() => t.close());

describe("the read rule", () => {
  it("lets the uploader read, and answers 404 to another user and to another tenant", async () => {
    expect((await get(`/system/file/v1/downloadFile?fileId=${fileId}`, tokens.zhangsan)).statusCode).toBe(
      200,
    );
    for (const who of ["lisi", "acme"]) {
      for (const route of ["downloadFile", "preview", "fileGet"]) {
        const res = await get(`/system/file/v1/${route}?fileId=${fileId}`, tokens[who]);
        expect([who, route, res.statusCode]).toEqual([who, route, 404]);
      }
      const zip = await get(`/system/file/v1/downloadAllFile?fileIds=${fileId}`, tokens[who]);
      expect(zip.statusCode).toBe(404);
    }
    expect((await get("/system/file/v1/downloadFile?fileId=nope", tokens.zhangsan)).statusCode).toBe(404);
  });

  it("refuses a request without credentials with 401", async () => {
    for (const route of ["downloadFile", "preview", "fileGet"])
      expect((await get(`/system/file/v1/${route}?fileId=${fileId}`)).statusCode).toBe(401);
    expect((await get(`/system/file/v1/downloadAllFile?fileIds=${fileId}`)).statusCode).toBe(401);
  });

  it("lets whoever may see the instance a file is attached to read it, and nobody else", async () => {
    const inst = await t.db
      .selectFrom("bpm_instance")
      .select("id")
      .where("tenant_id", "=", "t-platform")
      .where("creator_id", "=", "u-zhangsan")
      .where("status", "=", "running")
      .executeTakeFirstOrThrow();
    const task = await t.db
      .selectFrom("bpm_task")
      .select("assignee_id")
      .where("inst_id", "=", inst.id)
      .where("assignee_id", "like", "u-%")
      .executeTakeFirstOrThrow();
    const handler = task.assignee_id.slice(2);
    expect(handler).not.toBe("zhangsan");
    tokens[handler] ??= await tokenOf(t.app, handler);
    const before = await get(`/system/file/v1/downloadFile?fileId=${fileId}`, tokens[handler]);
    expect(before.statusCode).toBe(404);
    // Only the uploader attaches: lisi's attempt changes nothing.
    expect(await attachFiles(t.db, "t-platform", "u-lisi", [fileId], "bpm_instance", inst.id)).toEqual([]);
    expect(await attachFiles(t.db, "t-platform", "u-zhangsan", [fileId], "bpm_instance", inst.id)).toEqual([
      fileId,
    ]);
    const after = await get(`/system/file/v1/downloadFile?fileId=${fileId}`, tokens[handler]);
    expect(after.statusCode).toBe(200);
    expect(sha256(after.rawPayload)).toBe(sha256(data));
    // Someone with no part in the instance (and no admin) still gets 404.
    const involved = await t.db
      .selectFrom("bpm_task")
      .select("assignee_id")
      .where("inst_id", "=", inst.id)
      .execute();
    const outsider = ["newbie", "qianqi", "zhaoliu", "lisi", "wangwu"].find(
      (a) => a !== handler && !involved.some((r) => r.assignee_id === `u-${a}`),
    ) as string;
    const store = fileStoreOf(t.config.files, t.db);
    const outsiderId = `u-${outsider}`;
    expect(await openFile(t.db, store, { id: outsiderId, tenantId: "t-platform" }, fileId)).toBeUndefined();
    expect(
      (await openFile(t.db, store, { id: `u-${handler}`, tenantId: "t-platform" }, fileId))?.meta.id,
    ).toBe(fileId);
    expect((await get(`/system/file/v1/fileGet?fileId=${fileId}`, tokens.acme)).statusCode).toBe(404);
  });

  it("opens a file of a published rule to the tenant, and a seal only to its owner", async () => {
    const rule = await upload(t.app, tokens.zhangsan as string, "/system/file/v1/upload", "file", [
      { name: "制度.txt", data: Buffer.from("规章") },
    ]);
    const ruleFile = rule.json().fileId;
    const published = await t.db
      .selectFrom("portal_rules_control")
      .select("id")
      .where("tenant_id", "=", "t-platform")
      .where("publish_status", "=", 1)
      .executeTakeFirstOrThrow();
    await attachFiles(t.db, "t-platform", "u-zhangsan", [ruleFile], "rule", published.id);
    expect((await get(`/system/file/v1/preview?fileId=${ruleFile}`, tokens.lisi)).statusCode).toBe(200);
    expect((await get(`/system/file/v1/preview?fileId=${ruleFile}`, tokens.acme)).statusCode).toBe(404);
    await t.db
      .updateTable("portal_rules_control")
      .set({ publish_status: 0 })
      .where("id", "=", published.id)
      .execute();
    expect((await get(`/system/file/v1/preview?fileId=${ruleFile}`, tokens.lisi)).statusCode).toBe(404);

    const seal = await upload(t.app, tokens.zhangsan as string, "/system/file/v1/upload?accept=png", "file", [
      {
        name: "seal.png",
        data: Buffer.from(
          "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
          "base64",
        ),
      },
    ]);
    const sealFile = seal.json().fileId;
    await attachFiles(t.db, "t-platform", "u-zhangsan", [sealFile], "seal", "u-zhangsan");
    expect((await get(`/system/file/v1/preview?fileId=${sealFile}`, tokens.zhangsan)).statusCode).toBe(200);
    expect((await get(`/system/file/v1/preview?fileId=${sealFile}`, tokens.admin)).statusCode).toBe(404);
  });
});

describe("signed URLs", () => {
  it("fileGet hands out signed URLs that open that file, in that disposition, for a few minutes", async () => {
    const info = await get(`/system/file/v1/fileGet?fileId=${fileId}`, tokens.zhangsan);
    expect(info.statusCode).toBe(200);
    const body = info.json();
    expect(body).toMatchObject({
      id: fileId,
      name: "请假证明.pdf",
      size: data.length,
      type: "application/pdf",
      sha256: sha256(data),
      creatorId: "u-zhangsan",
      creatorName: expect.any(String),
    });
    expect(body.createTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    const download = await get(body.downloadUrl);
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-disposition"]).toMatch(/^attachment; /);
    expect(sha256(download.rawPayload)).toBe(sha256(data));
    const inline = await get(body.inlineUrl);
    expect(inline.statusCode).toBe(200);
    expect(inline.headers["content-disposition"]).toMatch(/^inline; /);

    const query = new URL(body.downloadUrl, "http://x").searchParams;
    const sig = query.get("signature") as string;
    const tampered = `${sig.slice(0, -1)}${sig.endsWith("A") ? "B" : "A"}`;
    const withSig = (id: string, s: string, route = "downloadFile", expires = query.get("expires")) =>
      `/system/file/v1/${route}?fileId=${id}&expires=${expires}&signature=${s}`;
    expect((await get(withSig(fileId, tampered))).statusCode).toBe(401);
    // The inline signature does not download, and the download one does not show inline.
    const inlineSig = new URL(body.inlineUrl, "http://x").searchParams.get("signature") as string;
    expect((await get(withSig(fileId, inlineSig))).statusCode).toBe(401);
    expect((await get(withSig(fileId, sig, "preview"))).statusCode).toBe(401);
    // A later expiry with the same signature, or another file, is refused.
    expect(
      (await get(withSig(fileId, sig, "downloadFile", String(Number(query.get("expires")) + 1)))).statusCode,
    ).toBe(401);
    const other = await upload(t.app, tokens.zhangsan as string, "/system/file/v1/upload", "file", [
      { name: "o.txt", data: Buffer.from("o") },
    ]);
    expect((await get(withSig(other.json().fileId, sig))).statusCode).toBe(401);
    // An expired URL is refused.
    const old = signedFileUrl(
      secret,
      { id: fileId, tenantId: "t-platform" },
      "attachment",
      Date.now() - 6 * 60 * 1000,
    );
    expect((await get(old)).statusCode).toBe(401);
    const fresh = signedFileUrl(secret, { id: fileId, tenantId: "t-platform" }, "attachment");
    expect((await get(fresh)).statusCode).toBe(200);
    // Signed for another tenant, it opens nothing.
    expect(
      (await get(signedFileUrl(secret, { id: fileId, tenantId: "t-acme" }, "attachment"))).statusCode,
    ).toBe(401);
  });
});

describe("logos and extra props", () => {
  it("serves tenant logos publicly (getLogoFile, and the logo id by downloadFile)", async () => {
    const logo = await get("/system/file/v1/getLogoFile?logoType=front&tenantId=t-acme");
    expect(logo.statusCode).toBe(200);
    expect(logo.headers["content-type"]).toBe("image/svg+xml");
    expect(logo.body).toContain("<svg");
    const byId = await get("/system/file/v1/downloadFile?fileId=f-logo-platform");
    expect(byId.statusCode).toBe(200);
  });

  it("lets only the uploader change a file's extra props", async () => {
    const post = (token: string) =>
      t.app.inject({
        method: "POST",
        url: "/system/file/v1/updateFileExtraProp",
        headers: bearer(token),
        payload: { fileId, extraProps: { pages: 3, label: "附件" } },
      });
    expect((await post(tokens.lisi as string)).statusCode).toBe(404);
    const res = await post(tokens.zhangsan as string);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ state: true });
    const info = await get(`/system/file/v1/fileGet?fileId=${fileId}`, tokens.zhangsan);
    expect(info.json().extraProps).toEqual({ pages: 3, label: "附件" });
    const n = await t.db
      .selectFrom("sys_file")
      .select(sql<number>`count(*)`.as("n"))
      .where("extra_props", "is not", null)
      .executeTakeFirstOrThrow();
    expect(Number(n.n)).toBe(1);
  });
});
