import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { act, complete, get, onlyTask, openTasks, opinionsOf, startInstance, tokensOf } from "./bpmHelpers";
import { pdfOf, sha256, upload } from "./filesHelpers";
import { createTestApp, type TestApp, tokenOf } from "./helpers";

/* Attachments on task opinions (issue 15 §3, §5): files sent with an action, checked and attached to the
   instance in the action's transaction, readable by whoever may see the instance. */

let t: TestApp;
let tk: Record<"zhangsan" | "lisi" | "qianqi" | "zhaoliu" | "wangwu", string>;
let acme = "";

beforeAll(async () => {
  t = await createTestApp();
  tk = await tokensOf(t.app, ["zhangsan", "lisi", "qianqi", "zhaoliu", "wangwu"]);
  acme = await tokenOf(t.app, "acme_admin", "Passw0rd!", "?tenantId=t-acme");
});
afterAll(() => t.close());

/** Uploads a PDF as the token's user; its id. */
async function uploaded(token: string, name: string, data = pdfOf(2000)): Promise<string> {
  const res = await upload(t.app, token, "/system/file/v1/upload", "file", [{ name, data }]);
  expect(res.statusCode).toBe(200);
  return res.json().fileId as string;
}

/** A purchase of zhangsan waiting at lisi. */
const purchase = () =>
  startInstance(t.app, tk.zhangsan, "purchase", {
    purchase: { item: "投影仪", quantity: 1, unitPrice: 3000, total: 3000 },
  });

const download = (token: string, fileId: string) =>
  get(t.app, token, `/system/file/v1/downloadFile?fileId=${fileId}`);

const fileRow = (id: string) =>
  t.db
    .selectFrom("sys_file")
    .select(["owner_kind", "owner_id"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();

describe("attachments on task opinions", () => {
  it("a handler agrees with a file; the next handlers and the starter download it; others get 404", async () => {
    const instId = await purchase();
    const data = pdfOf(3000);
    const fileId = await uploaded(tk.lisi, "审核意见.pdf", data);
    const files = JSON.stringify([{ id: fileId, name: "审核意见.pdf", size: data.length }]);
    await act(t.app, t.db, tk.lisi, instId, "agree", { opinion: "同意，见附件", files });

    expect(await fileRow(fileId)).toEqual({ owner_kind: "bpm_instance", owner_id: instId });
    for (const token of [tk.qianqi, tk.zhaoliu, tk.zhangsan, tk.lisi]) {
      const res = await download(token, fileId);
      expect(res.statusCode).toBe(200);
      expect(sha256(res.rawPayload)).toBe(sha256(data));
    }
    // wangwu (lisi's secretary; lisi holds no open task any more) has no part in the instance.
    expect((await download(tk.wangwu, fileId)).statusCode).toBe(404);
    expect((await download(acme, fileId)).statusCode).toBe(404);

    // The history carries the files as sent (CONTRACT §6.8: a string the client parses).
    const history = await get(t.app, tk.qianqi, `/runtime/instance/v1/instanceFlowOpinions?instId=${instId}`);
    const row = (history.json() as { status: string; files?: string; auditor?: string }[]).find(
      (o) => o.status === "agree" && o.auditor === "u-lisi",
    );
    expect(JSON.parse(row?.files ?? "[]")).toEqual([{ id: fileId, name: "审核意见.pdf", size: data.length }]);

    // The next handler may send the file again (already on this instance) with their own.
    const own = await uploaded(tk.qianqi, "补充.pdf");
    const tasks = await openTasks(t.db, instId);
    const mine = tasks.find((task) => task.assignee_id === "u-qianqi") ?? tasks[0];
    const res = await complete(t.app, tk.qianqi, {
      taskId: mine?.id ?? "",
      actionName: "agree",
      files: `${fileId},${own}`,
    });
    expect(res.statusCode).toBe(200);
    expect(await fileRow(own)).toEqual({ owner_kind: "bpm_instance", owner_id: instId });
  });

  it("refuses someone else's unattached file with 400; the action does not happen", async () => {
    const instId = await purchase();
    const task = await onlyTask(t.db, instId);
    const theirs = await uploaded(tk.zhangsan, "别人的.pdf");
    const mine = await uploaded(tk.lisi, "我的.pdf");
    const res = await complete(t.app, tk.lisi, {
      taskId: task.id,
      actionName: "agree",
      files: JSON.stringify([
        { id: mine, name: "我的.pdf", size: 1 },
        { id: theirs, name: "别人的.pdf", size: 1 },
      ]),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`附件 ${theirs} 不存在，或不是您上传的附件`);
    expect((await onlyTask(t.db, instId)).id).toBe(task.id);
    expect((await opinionsOf(t.db, instId)).map((o) => o.status)).not.toContain("agree");
    expect(await fileRow(mine)).toEqual({ owner_kind: null, owner_id: null });
    expect(await fileRow(theirs)).toEqual({ owner_kind: null, owner_id: null });
  });

  it("refuses a file of another tenant, one attached to another instance, a missing id, bad text and more than 10", async () => {
    const instId = await purchase();
    const other = await purchase();
    const task = await onlyTask(t.db, instId);
    const elsewhere = await uploaded(tk.lisi, "别处.pdf");
    await act(t.app, t.db, tk.lisi, other, "agree", { files: elsewhere });
    const acmeFile = await uploaded(acme, "acme.pdf");
    const agree = (extra: { files?: string; zfiles?: string }) =>
      complete(t.app, tk.lisi, { taskId: task.id, actionName: "agree", ...extra });
    for (const files of [acmeFile, elsewhere, "no-such-file"]) {
      const res = await agree({ files });
      expect([files, res.statusCode]).toEqual([files, 400]);
    }
    expect((await agree({ files: "[{oops" })).json().message).toBe("附件参数格式不正确（files）");
    const eleven = JSON.stringify(Array.from({ length: 11 }, (_, i) => ({ id: `f-${i}` })));
    expect((await agree({ files: eleven })).json().message).toBe("审批意见最多10个附件（files）");
    expect((await agree({ zfiles: '["a","b"]' })).json().message).toBe("审批意见最多1个附件（zfiles）");
    expect((await onlyTask(t.db, instId)).id).toBe(task.id);
    expect(await fileRow(acmeFile)).toEqual({ owner_kind: null, owner_id: null });
    // An empty files text is no attachment at all.
    expect((await agree({ files: "" })).statusCode).toBe(200);
  });
});
