import { attachedFiles } from "../../src/api/contract/files";
import { textPdf } from "../../src/features/files/preview/textPdf";
import type { Database } from "../db";
import { insertSmallFile } from "../services/files/smallFile";

/* The demo attachments of the content area (issue 15): the first published rule and the first news item of
   each demo tenant get one small PDF, owned by the record (sys_file owner_kind "rule" / "news") and listed
   in its attachment column. Like the tenant logos, the bytes go to the database store (store "db"), which
   the file service reads whatever store new uploads use. Added once per record: a second run finds the
   file and leaves everything alone. */

const DEMO_TENANTS = ["t-platform", "t-acme"];

/** One demo attachment: the record it hangs on and the file's name and text. */
interface DemoAttachment {
  kind: "rule" | "news";
  recordId: (t: string) => string;
  fileId: (t: string) => string;
  name: string;
  text: string;
}

/** The demo attachments (the PDF text is ASCII: the seed's PDF uses a standard font). */
export const DEMO_CONTENT_FILES: readonly DemoAttachment[] = [
  {
    kind: "rule",
    recordId: (t) => `rc-${t}-1`,
    fileId: (t) => `fl-${t}-rule-1`,
    name: "员工手册（2026版）.pdf",
    text: "Tessera employee handbook 2026",
  },
  {
    kind: "news",
    recordId: (t) => `nw-${t}-1`,
    fileId: (t) => `fl-${t}-news-1`,
    name: "新闻附件.pdf",
    text: "Tessera news attachment",
  },
];

/** Adds the demo attachments still missing to the demo records that exist; true when any was added. */
export async function seedContentFiles(db: Database): Promise<boolean> {
  let added = false;
  await db.transaction().execute(async (trx) => {
    for (const tenant of DEMO_TENANTS) {
      const t = tenant.slice(2);
      for (const demo of DEMO_CONTENT_FILES) {
        const fileId = demo.fileId(t);
        const recordId = demo.recordId(t);
        const present = await trx
          .selectFrom("sys_file")
          .select("id")
          .where("id", "=", fileId)
          .executeTakeFirst();
        if (present) continue;
        const table = demo.kind === "rule" ? "portal_rules_control" : "portal_news";
        const column = demo.kind === "rule" ? "attachment" : "ffj";
        const record = await trx
          .selectFrom(table)
          .select(column)
          .where("tenant_id", "=", tenant)
          .where("id", "=", recordId)
          .executeTakeFirst();
        if (!record) continue;
        await insertSmallFile(
          trx,
          {
            id: fileId,
            tenantId: tenant,
            name: demo.name,
            mime: "application/pdf",
            ownerKind: demo.kind,
            ownerId: recordId,
          },
          textPdf(demo.text),
        );
        const list = [
          ...attachedFiles((record as Record<string, unknown>)[column]),
          { id: fileId, name: demo.name },
        ];
        await trx
          .updateTable(table)
          .set({ [column]: JSON.stringify(list) })
          .where("tenant_id", "=", tenant)
          .where("id", "=", recordId)
          .execute();
        added = true;
      }
    }
  });
  return added;
}
