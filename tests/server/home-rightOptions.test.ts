import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createTestApp, type TestApp, tokenOf } from "./helpers";

/* GET …/sysIndexColumn/v1/rightOptions: the column designer's display-right pickers (issue 5 §5). */

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const account of ["admin", "zhangsan"]) tokens[account] = await tokenOf(t.app, account);
  tokens.acme = await tokenOf(t.app, "acme_admin", "Passw0rd!", "?tenantId=t-acme");
});
afterAll(() => t.close());

const URL = "/portal/sysIndexColumn/sysIndexColumn/v1/rightOptions";
const ask = (who: string, query: Record<string, string>) =>
  t.app.inject({ url: URL, query, headers: bearer(tokens[who]) });
type Option = { id: string; name: string; code?: string; path?: string };
async function optionsOf(who: string, query: Record<string, string>): Promise<Option[]> {
  const res = await ask(who, query);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().state).toBe(true);
  return res.json().value;
}

describe("rightOptions: searching the tenant's roles, orgs and users", () => {
  it("finds roles by name or alias, with the alias as the id", async () => {
    expect(await optionsOf("admin", { kind: "role", query: "管理" })).toEqual([
      { id: "sysAdmin", name: "系统管理员", code: "sysAdmin" },
    ]);
    expect(await optionsOf("admin", { kind: "role", query: "DEPT" })).toEqual([
      { id: "deptManager", name: "部门经理", code: "deptManager" },
    ]);
  });

  it("finds orgs by name or code, each with its path of names from the root", async () => {
    expect(await optionsOf("admin", { kind: "org", query: "研发" })).toEqual([
      { id: "o-rd", name: "研发部", code: "rd", path: "Tessera 集团/研发部" },
    ]);
    const byCode = await optionsOf("admin", { kind: "org", query: "fin" });
    expect(byCode.map((o) => o.id)).toEqual(["o-fin"]);
  });

  it("finds users by full name or account, the account as the code", async () => {
    expect(await optionsOf("admin", { kind: "user", query: "zhang" })).toEqual([
      { id: "u-zhangsan", name: "张三", code: "zhangsan" },
    ]);
    expect((await optionsOf("admin", { kind: "user", query: "李" })).map((u) => u.id)).toEqual(["u-lisi"]);
  });

  it("lists every role of the tenant when the query is empty", async () => {
    const roles = await optionsOf("admin", { kind: "role" });
    expect(roles.map((r) => r.id).sort()).toEqual(
      ["deptManager", "executive", "finance", "guest", "secretary", "staff", "sysAdmin"].sort(),
    );
  });

  it("treats % and _ in the query as text, not as wildcards", async () => {
    expect(await optionsOf("admin", { kind: "user", query: "%" })).toEqual([]);
    expect(await optionsOf("admin", { kind: "role", query: "_" })).toEqual([]);
    expect(await optionsOf("admin", { kind: "user", query: "a%n" })).toEqual([]);
  });

  it("answers at most 50 options, by name", async () => {
    const rows = Array.from({ length: 60 }, (_, i) => ({
      id: `r-many-${i}`,
      tenant_id: "t-platform",
      alias: `many${String(i).padStart(2, "0")}`,
      name: `批量角色${String(i).padStart(2, "0")}`,
    }));
    await t.db.insertInto("uc_role").values(rows).execute();
    try {
      const found = await optionsOf("admin", { kind: "role", query: "批量角色" });
      expect(found).toHaveLength(50);
      expect(found[0].name).toBe("批量角色00");
      expect(found[49].name).toBe("批量角色49");
    } finally {
      await t.db.deleteFrom("uc_role").where("id", "like", "r-many-%").execute();
    }
  });
});

describe("rightOptions: resolving stored values", () => {
  it("resolves role aliases, org ids and user ids to their names; unknown ones are left out", async () => {
    const roles = await optionsOf("admin", { kind: "role", ids: "staff,sysAdmin,nope" });
    expect(roles.map((r) => [r.id, r.name])).toEqual([
      ["staff", "普通员工"],
      ["sysAdmin", "系统管理员"],
    ]);
    const orgs = await optionsOf("admin", { kind: "org", ids: "o-it, o-rd" });
    expect(orgs.map((o) => o.path).sort()).toEqual(["Tessera 集团/信息中心", "Tessera 集团/研发部"].sort());
    const users = await optionsOf("admin", { kind: "user", ids: "u-lisi,u-zhangsan", query: "zzz" });
    expect(users.map((u) => u.name).sort()).toEqual(["张三", "李四"].sort());
  });

  it("accepts 200 ids and refuses 201 with a 400", async () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => `id${i}`).join(",");
    expect((await ask("admin", { kind: "user", ids: ids(200) })).statusCode).toBe(200);
    const res = await ask("admin", { kind: "user", ids: ids(201) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ state: false });
    expect(res.json().message).toMatch(/ids/);
  });
});

describe("rightOptions: tenant isolation", () => {
  it("never answers another tenant's roles, orgs or users", async () => {
    const users = await optionsOf("acme", { kind: "user" });
    expect(users.map((u) => u.id)).toEqual(["u-acme_admin"]);
    expect(await optionsOf("acme", { kind: "org" })).toEqual([
      { id: "o-acme", name: "ACME 有限公司", code: "acme", path: "ACME 有限公司" },
    ]);
    expect(await optionsOf("acme", { kind: "org", ids: "o-rd,o-root" })).toEqual([]);
    expect(await optionsOf("acme", { kind: "user", ids: "u-zhangsan" })).toEqual([]);
    expect(await optionsOf("acme", { kind: "user", query: "张" })).toEqual([]);
    expect(await optionsOf("admin", { kind: "org", ids: "o-acme" })).toEqual([]);
  });

  it("resolves a role alias only within the caller's tenant (both tenants have sysAdmin)", async () => {
    await t.db
      .updateTable("uc_role")
      .set({ name: "ACME 系统管理员" })
      .where("tenant_id", "=", "t-acme")
      .where("alias", "=", "sysAdmin")
      .execute();
    expect(await optionsOf("admin", { kind: "role", ids: "sysAdmin" })).toEqual([
      { id: "sysAdmin", name: "系统管理员", code: "sysAdmin" },
    ]);
    expect(await optionsOf("acme", { kind: "role", ids: "sysAdmin" })).toEqual([
      { id: "sysAdmin", name: "ACME 系统管理员", code: "sysAdmin" },
    ]);
  });
});

describe("rightOptions: access and input", () => {
  it("is 403 without the method right homeColumnManage", async () => {
    const res = await ask("zhangsan", { kind: "role" });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ state: false });
    expect(res.json().logId).toBeTruthy();
  });

  it("is 401 without a token", async () => {
    const res = await t.app.inject({ url: URL, query: { kind: "role" } });
    expect(res.statusCode).toBe(401);
  });

  it("is 400 with a message naming kind for a bad or missing kind, and for a query over 64 characters", async () => {
    for (const query of [{ kind: "post" }, {}] as Record<string, string>[]) {
      const res = await ask("admin", query);
      expect(res.statusCode).toBe(400);
      expect(res.json().state).toBe(false);
      expect(res.json().message).toMatch(/kind/);
    }
    const long = await ask("admin", { kind: "user", query: "x".repeat(65) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/query/);
  });
});
