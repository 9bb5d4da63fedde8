import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertSmallFile } from "../../server/services/files/smallFile";
import { bearer, createTestApp, type TestApp, tokenOf } from "./helpers";

// Issue 15 §4: the electronic seal (spec 3 §3, §5, §7). Runs on PGlite and, with DATABASE_URL, PostgreSQL.
let t: TestApp;
let zhang: string;
let li: string;
let acme: string;

/** The 8-byte signature and an IHDR start: enough for a row that says image/png. */
const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);

/** A file as the upload route leaves it: stored, of its uploader, attached to nothing. */
async function insertFile(
  id: string,
  tenantId: string,
  uploader: string,
  mime = "image/png",
  name = "seal.png",
) {
  await insertSmallFile(t.db, { id, tenantId, name, mime, uploaderId: `u-${uploader}` }, PNG);
}

beforeAll(async () => {
  t = await createTestApp({ loginPerAddressPerMinute: 1000 });
  zhang = await tokenOf(t.app, "zhangsan");
  li = await tokenOf(t.app, "lisi");
  acme = await tokenOf(t.app, "acme_admin", "Passw0rd!", "?tenantId=t-acme");
  await insertFile("f-seal-1", "t-platform", "zhangsan");
  await insertFile("f-seal-2", "t-platform", "zhangsan");
  await insertFile("f-seal-li", "t-platform", "lisi");
  await insertFile("f-seal-txt", "t-platform", "zhangsan", "text/plain", "seal.png");
  await insertFile("f-seal-acme", "t-acme", "acme_admin");
});
afterAll(() => t.close());

const getSeal = (token: string, lang = "zh-CN") =>
  t.app.inject({
    url: "/uc/electronicSeal/v1/getSealByCurrentUserId",
    headers: { ...bearer(token), "accept-language": lang },
  });

const save = (token: string, payload: Record<string, unknown>, lang = "zh-CN") =>
  t.app.inject({
    method: "POST",
    url: "/uc/electronicSeal/v1/userSave",
    headers: { ...bearer(token), "accept-language": lang },
    payload,
  });

const sealRow = (userAccount: string) =>
  t.db
    .selectFrom("uc_electronic_seal")
    .innerJoin("uc_user", "uc_user.id", "uc_electronic_seal.user_id")
    .select([
      "uc_electronic_seal.file_id",
      "uc_electronic_seal.password_hash",
      "uc_electronic_seal.tenant_id",
    ])
    .where("uc_user.account", "=", userAccount)
    .executeTakeFirst();

const first = { fileId: "f-seal-1", loginPassword: "Passw0rd!", password: "seal-1", confirmPwd: "seal-1" };

describe("electronic seal: first set", () => {
  it("answers {} when the caller has no seal", async () => {
    const res = await getSeal(zhang);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({});
  });

  it.each([
    ["loginPassword", { loginPassword: "" }, "请输入登录密码！"],
    ["password", { password: "" }, "请输入密码！"],
    ["confirmPwd", { confirmPwd: "" }, "请输入确认密码！"],
    ["mismatch", { confirmPwd: "other" }, "密码与确认密码不一致！"],
    ["a file that is not a png", { fileId: "f-seal-txt" }, "请上传后缀名为png类型的图片"],
    ["an unknown file", { fileId: "f-none" }, "请上传后缀名为png类型的图片"],
    ["another tenant's file", { fileId: "f-seal-acme" }, "请上传后缀名为png类型的图片"],
  ])("refuses %s with its message and stores nothing", async (_name, change, text) => {
    const res = await save(zhang, { ...first, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ state: false, message: text });
    expect(await sealRow("zhangsan")).toBeUndefined();
  });

  it("answers the messages in English too", async () => {
    const res = await save(zhang, { ...first, loginPassword: "" }, "en-US");
    expect(res.json().message).toBe("Please enter your login password!");
  });

  it("refuses a wrong login password and stores nothing", async () => {
    const res = await save(zhang, { ...first, loginPassword: "wrong-pass" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ state: false, message: "登录密码错误" });
    expect(await sealRow("zhangsan")).toBeUndefined();
  });

  it("refuses a body without a file id or with too long a password (schema limits)", async () => {
    expect((await save(zhang, { ...first, fileId: undefined })).statusCode).toBe(400);
    const long = "x".repeat(257);
    expect((await save(zhang, { ...first, password: long, confirmPwd: long })).statusCode).toBe(400);
  });

  it("sets the seal with the login password: 操作成功, argon2 hash, never returned", async () => {
    const res = await save(zhang, first);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ state: true, message: "操作成功" });
    const row = await sealRow("zhangsan");
    expect(row?.file_id).toBe("f-seal-1");
    expect(row?.tenant_id).toBe("t-platform");
    expect(row?.password_hash).toMatch(/^\$argon2id\$/);
    const read = await getSeal(zhang);
    expect(read.json()).toEqual({ fileId: "f-seal-1", picUrl: "/system/file/v1/preview?fileId=f-seal-1" });
    expect(read.body).not.toContain("argon2");
    expect(read.body).not.toContain(row?.password_hash ?? "none");
  });
});

describe("electronic seal: change", () => {
  const change = { fileId: "f-seal-2", oldPassWord: "seal-1", password: "seal-2", confirmPwd: "seal-2" };

  it("requires the old seal password once a seal is set", async () => {
    const res = await save(zhang, { ...change, oldPassWord: "", loginPassword: "Passw0rd!" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("请输入原签章密码！");
  });

  it("refuses a wrong old seal password and changes nothing", async () => {
    const before = await sealRow("zhangsan");
    const res = await save(zhang, { ...change, oldPassWord: "Passw0rd!" });
    expect(res.json()).toEqual({ state: false, message: "原签章密码错误" });
    expect(await sealRow("zhangsan")).toEqual(before);
  });

  it("changes picture and password with the old seal password", async () => {
    const before = await sealRow("zhangsan");
    const res = await save(zhang, change);
    expect(res.json()).toEqual({ state: true, message: "操作成功" });
    const after = await sealRow("zhangsan");
    expect(after?.file_id).toBe("f-seal-2");
    expect(after?.password_hash).not.toBe(before?.password_hash);
    // The old seal password no longer works; the new one does.
    const again = await save(zhang, { ...change, oldPassWord: "seal-1" });
    expect(again.json().state).toBe(false);
    const back = await save(zhang, { ...change, fileId: "f-seal-1", oldPassWord: "seal-2" });
    expect(back.json().state).toBe(true);
  });
});

describe("electronic seal: per caller and per tenant", () => {
  it("another user of the tenant reads only their own (empty) seal and cannot change zhangsan's", async () => {
    expect((await getSeal(li)).json()).toEqual({});
    const zhangBefore = await sealRow("zhangsan");
    // zhangsan's picture (his seal or not) is not lisi's to take.
    for (const fileId of ["f-seal-1", "f-seal-2"]) {
      const taken = await save(li, { ...first, fileId, password: "li-seal", confirmPwd: "li-seal" });
      expect(taken.statusCode).toBe(400);
    }
    const res = await save(li, { ...first, fileId: "f-seal-li", password: "li-seal", confirmPwd: "li-seal" });
    expect(res.json().state).toBe(true);
    expect((await getSeal(li)).json().fileId).toBe("f-seal-li");
    expect(await sealRow("zhangsan")).toEqual(zhangBefore);
    expect((await getSeal(zhang)).json().fileId).toBe("f-seal-1");
  });

  it("another tenant sees no seal and cannot use a platform file", async () => {
    expect((await getSeal(acme)).json()).toEqual({});
    const refused = await save(acme, { ...first, fileId: "f-seal-1" });
    expect(refused.statusCode).toBe(400);
    const own = await save(acme, { ...first, fileId: "f-seal-acme" });
    expect(own.json().state).toBe(true);
    expect((await getSeal(acme)).json().fileId).toBe("f-seal-acme");
    expect((await sealRow("acme_admin"))?.tenant_id).toBe("t-acme");
  });

  it("lets only the owner open the seal picture, once it is a seal (an admin neither)", async () => {
    const picture = (token: string) =>
      t.app.inject({ url: "/system/file/v1/preview?fileId=f-seal-1", headers: bearer(token) });
    expect((await picture(zhang)).statusCode).toBe(200);
    expect((await picture(li)).statusCode).toBe(404);
    expect((await picture(await tokenOf(t.app, "admin"))).statusCode).toBe(404);
    expect((await picture(acme)).statusCode).toBe(404);
  });

  it("refuses a caller without a token", async () => {
    const res = await t.app.inject({ url: "/uc/electronicSeal/v1/getSealByCurrentUserId" });
    expect(res.statusCode).toBe(401);
  });
});

describe("electronic seal: guesses", () => {
  it("locks seal-password guesses after five failures (429 with a message), like old-password guesses", async () => {
    const wrong = { fileId: "f-seal-li", oldPassWord: "nope", password: "x1", confirmPwd: "x1" };
    for (let i = 0; i < 5; i++) expect((await save(li, wrong)).json().message).toBe("原签章密码错误");
    const locked = await save(li, { ...wrong, oldPassWord: "li-seal" });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/^密码错误次数过多，请\d+分钟后再试$/);
    expect((await getSeal(li)).json().fileId).toBe("f-seal-li");
  });
});
