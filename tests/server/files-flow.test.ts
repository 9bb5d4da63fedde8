import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encodeBag, expenseBag, onlyTask, startFlowAs } from "./bpmHelpers";
import { pdfOf, sha256, upload } from "./filesHelpers";
import { bearer, createTestApp, type TestApp, tokenOf } from "./helpers";

/*
 * Files in a flow's online form (issue 15 §3 "the upload on the online form's upload field"): the expense
 * form's 附件 field holds uploaded files; starting the flow attaches the starter's own uploads to the
 * instance in the start's transaction, so the next handler may read them — and nobody outside it.
 */

let t: TestApp;
let tk: Record<"zhangsan" | "lisi" | "acme", string>;

beforeAll(async () => {
  t = await createTestApp();
  tk = {
    zhangsan: await tokenOf(t.app, "zhangsan"),
    lisi: await tokenOf(t.app, "lisi"),
    acme: await tokenOf(t.app, "acme_admin", "Passw0rd!", "?tenantId=t-acme"),
  };
});
afterAll(() => t.close());

async function uploaded(token: string, name: string, data: Buffer): Promise<string> {
  const res = await upload(t.app, token, "/system/file/v1/upload?flowKey=expense", "file", [{ name, data }]);
  expect(res.statusCode).toBe(200);
  return (res.json() as { fileId: string }).fileId;
}

const download = (token: string, fileId: string) =>
  t.app.inject({ url: `/system/file/v1/downloadFile?fileId=${fileId}`, headers: bearer(token) });

describe("files in a flow's online form", () => {
  it("start attaches the starter's uploads to the instance: the next handler reads them, no one else", async () => {
    const receipt = pdfOf(200_000);
    const mine = await uploaded(tk.zhangsan, "发票.pdf", receipt);
    const lisis = await uploaded(tk.lisi, "lisi.pdf", pdfOf(1000));
    expect((await download(tk.lisi, mine)).statusCode).toBe(404);

    const bag = expenseBag(300, "带附件的报销");
    bag.expense = {
      ...bag.expense,
      attachments: [
        { id: mine, name: "发票.pdf", size: receipt.length },
        { id: lisis, name: "lisi.pdf", size: 1000 },
      ],
    };
    const res = await startFlowAs(t.app, tk.zhangsan, { flowKey: "expense", data: encodeBag(bag) });
    expect(res.json()).toMatchObject({ state: true });
    const instId = (res.json() as { instId: string }).instId;
    expect((await onlyTask(t.db, instId)).assignee_id).toBe("u-lisi");

    const atLisi = await download(tk.lisi, mine);
    expect(atLisi.statusCode).toBe(200);
    expect(sha256(atLisi.rawPayload)).toBe(sha256(receipt));
    expect((await download(tk.acme, mine)).statusCode).toBe(404);
    const row = await t.db
      .selectFrom("sys_file")
      .select(["owner_kind", "owner_id"])
      .where("id", "in", [mine, lisis])
      .orderBy("id")
      .execute();
    // Only the starter's own upload is attached: lisi's file stays lisi's, whatever zhangsan's form says.
    expect(row).toContainEqual({ owner_kind: "bpm_instance", owner_id: instId });
    expect(row).toContainEqual({ owner_kind: null, owner_id: null });
  });
});
