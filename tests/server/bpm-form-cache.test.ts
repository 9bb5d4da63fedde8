import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { act, encodeBag, expenseAtFinance, expenseBag, tokensOf } from "./bpmHelpers";
import { pdfOf, upload } from "./filesHelpers";
import { createTestApp, type TestApp } from "./helpers";

/*
 * A complete takes the form's upload fields from the server's memory when the form row is still the version
 * it read them from (server/bpm/engine/formFiles.ts; issue 16). Several servers share one database: a form
 * changed by another (here: by SQL, as another server's deploy would) must be read again at once.
 */

let t: TestApp;
let tk: Record<"zhangsan" | "lisi" | "qianqi", string>;

beforeAll(async () => {
  t = await createTestApp();
  tk = await tokensOf(t.app, ["zhangsan", "lisi", "qianqi"]);
});
afterAll(() => t.close());

const atFinance = () => expenseAtFinance(t.app, t.db, tk.zhangsan, tk.lisi);

/** qianqi agrees with a file of hers put in the finance note; the file's owner afterwards. */
async function agreeWithNoteFile(instId: string) {
  const res = await upload(t.app, tk.qianqi, "/system/file/v1/upload", "file", [
    { name: "票据.pdf", data: pdfOf(1000) },
  ]);
  const fileId = res.json().fileId as string;
  const bag = expenseBag(800);
  await act(t.app, t.db, tk.qianqi, instId, "agree", {
    data: encodeBag({ expense: { ...bag.expense, financeNote: fileId } }),
  });
  return t.db
    .selectFrom("sys_file")
    .select(["owner_kind", "owner_id"])
    .where("id", "=", fileId)
    .executeTakeFirstOrThrow();
}

describe("the form's upload fields kept in memory", () => {
  it("are read again when another server changes the form, both ways", async () => {
    const [first, second, third] = [await atFinance(), await atFinance(), await atFinance()];
    // The finance note is a text field: a file id written in it is left alone.
    expect(await agreeWithNoteFile(first)).toEqual({ owner_kind: null, owner_id: null });

    await sql`UPDATE bpm_form SET ui_schema = ui_schema || '{"financeNote": {"ui:widget": "upload"}}'::jsonb
      WHERE form_key = 'expense'`.execute(t.db);
    expect(await agreeWithNoteFile(second)).toEqual({ owner_kind: "bpm_instance", owner_id: second });

    await sql`UPDATE bpm_form SET ui_schema = ui_schema - 'financeNote' WHERE form_key = 'expense'`.execute(
      t.db,
    );
    expect(await agreeWithNoteFile(third)).toEqual({ owner_kind: null, owner_id: null });
  });
});
