import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  act,
  complete,
  encodeBag,
  get,
  onlyTask,
  openTasks,
  opinionsOf,
  post,
  startInstance,
  tokensOf,
} from "./bpmHelpers";
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

describe("a task's draft keeps the opinion's files", () => {
  const saveDraft = (token: string, body: Record<string, unknown>) =>
    post(t.app, token, "/runtime/task/v1/saveDraft", body);
  const detail = async (token: string, taskId: string) =>
    (await get(t.app, token, `/runtime/task/v1/taskDetail?taskId=${taskId}`)).json() as {
      draftOpinion?: string;
      draftFiles?: string;
      data: Record<string, Record<string, unknown>>;
    };

  it("keeps them with the opinion, unattached, and gives them back to the handler only; files left out are none", async () => {
    const instId = await purchase();
    const task = await onlyTask(t.db, instId);
    const fileId = await uploaded(tk.lisi, "草稿附件.pdf");
    const files = JSON.stringify([{ id: fileId, name: "草稿附件.pdf", size: 2000 }]);
    const data = encodeBag({ purchase: { item: "投影仪（草稿）" } });
    const res = await saveDraft(tk.lisi, { taskId: task.id, opinion: "先存草稿", files, data });
    expect(res.json()).toMatchObject({ state: true, message: "保存草稿成功" });

    const saved = await detail(tk.lisi, task.id);
    expect(saved.draftOpinion).toBe("先存草稿");
    expect(saved.draftFiles).toBe(files);
    expect(saved.data.purchase?.item).toBe("投影仪（草稿）");
    // Still lisi's own file: it is attached to the instance only when an action sends it.
    expect(await fileRow(fileId)).toEqual({ owner_kind: null, owner_id: null });
    // The starter may view the task, not its handler's draft.
    expect((await detail(tk.zhangsan, task.id)).draftFiles).toBeUndefined();

    // A draft saved again without files (and without data) keeps the data, and no files.
    await saveDraft(tk.lisi, { taskId: task.id, opinion: "不要附件了" });
    const again = await detail(tk.lisi, task.id);
    expect(again.draftFiles).toBeUndefined();
    expect(again.data.purchase?.item).toBe("投影仪（草稿）");

    // The action then sends the restored files: attached to the instance.
    await saveDraft(tk.lisi, { taskId: task.id, opinion: "同意", files });
    const done = await complete(t.app, tk.lisi, {
      taskId: task.id,
      actionName: "agree",
      opinion: "同意",
      files,
    });
    expect(done.statusCode).toBe(200);
    expect(await fileRow(fileId)).toEqual({ owner_kind: "bpm_instance", owner_id: instId });
  });

  it("refuses a draft with someone else's file (400) and keeps the draft it had", async () => {
    const instId = await purchase();
    const task = await onlyTask(t.db, instId);
    const mine = await uploaded(tk.lisi, "我的草稿.pdf");
    const files = JSON.stringify([{ id: mine, name: "我的草稿.pdf", size: 2000 }]);
    await saveDraft(tk.lisi, { taskId: task.id, opinion: "草稿", files });
    const theirs = await uploaded(tk.zhangsan, "别人的.pdf");
    const res = await saveDraft(tk.lisi, { taskId: task.id, opinion: "换附件", files: theirs });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`附件 ${theirs} 不存在，或不是您上传的附件`);
    const kept = await detail(tk.lisi, task.id);
    expect([kept.draftOpinion, kept.draftFiles]).toEqual(["草稿", files]);
    const eleven = JSON.stringify(Array.from({ length: 11 }, (_, i) => ({ id: `f-${i}` })));
    expect((await saveDraft(tk.lisi, { taskId: task.id, files: eleven })).statusCode).toBe(400);
  });
});
