import { describe, expect, it } from "vitest";
import type { BpmOpinion, FlowForm } from "../../../api/contract";
import { fileCount, type InstanceFileSources, instanceFileTree } from "./instanceFiles";

const form: FlowForm = {
  id: "form-1",
  formKey: "expense",
  name: "费用报销单",
  type: "INNER",
  formType: "pc",
  boAlias: "expense",
  schema: {
    type: "object",
    properties: {
      title: { type: "string", title: "报销事由" },
      invoices: { type: "string", title: "发票" },
      attachments: {
        type: "array",
        title: { "zh-CN": "附件", "en-US": "Attachments" },
        items: { type: "object", properties: { id: { type: "string" } } },
      },
      scan: { type: "string", format: "data-url", title: "扫描件" },
      secret: { type: "array", title: "财务附件", items: { type: "string" } },
    },
  },
  uiSchema: {
    "ui:order": ["title", "attachments", "*"],
    invoices: { "ui:widget": "upload" },
    attachments: { "ui:widget": "upload" },
    secret: { "ui:widget": "upload" },
  },
};

const opinion = (over: Partial<BpmOpinion>): BpmOpinion => ({
  id: "o-1",
  procDefId: "d",
  procInstId: "i",
  supInstId: "0",
  taskKey: "manager",
  taskName: "部门经理审批",
  status: "agree",
  createTime: "2026-11-27 10:00:00",
  completeTime: "2026-11-27 10:05:00",
  interpose: 0,
  ...over,
});

const sources = (over: Partial<InstanceFileSources> = {}): InstanceFileSources => ({
  form,
  formData: {
    title: "差旅",
    invoices: "f-inv",
    attachments: [
      { id: "f-1", name: "receipt.pdf", size: 1200 },
      { id: "f-2", name: "photo.png", size: 300 },
    ],
    scan: "data:image/png;name=a.png;base64,AAAA",
    secret: ["f-9"],
  },
  opinions: [
    opinion({ id: "o-2", auditorName: "李四", files: '[{"id":"f-3","name":"意见.docx","size":10}]' }),
    opinion({ id: "o-1", taskName: "发起人", auditorName: "张三", files: "" }),
    opinion({ id: "o-0", taskName: "财务审核", auditorName: "王五", files: "f-4", zfiles: '["f-5"]' }),
  ],
  locale: "zh-CN",
  opinionFolder: (o) => `${o.taskName}（${o.auditorName}）`,
  ...over,
});

describe("instanceFileTree", () => {
  it("puts each upload field's files in a folder named by its label, in the form's order, then each opinion's", () => {
    const tree = instanceFileTree(sources());
    expect(tree.map((folder) => folder.originName)).toEqual([
      "附件",
      "发票",
      "财务附件",
      "部门经理审批（李四）",
      "财务审核（王五）",
    ]);
    expect(tree[0]).toEqual({
      id: "field:attachments",
      originName: "附件",
      childList: [
        { id: "f-1", originName: "receipt.pdf", size: 1200 },
        { id: "f-2", originName: "photo.png", size: 300 },
      ],
    });
    // A bare id names the file by its id; an opinion's body document (zfiles) joins its files.
    expect(tree[1].childList).toEqual([{ id: "f-inv", originName: "f-inv", size: 0 }]);
    expect(tree[4].childList?.map((file) => file.id)).toEqual(["f-4", "f-5"]);
    expect(fileCount(tree)).toBe(7);
  });

  it("reads a {zh-CN, en-US} label in the user's language", () => {
    expect(instanceFileTree(sources({ locale: "en-US" }))[0].originName).toBe("Attachments");
  });

  it("leaves out fields hidden by the node's permission (mode n) and data URLs, which are no stored files", () => {
    const tree = instanceFileTree(sources({ fieldModes: { secret: "n" } }));
    expect(tree.map((folder) => folder.id)).not.toContain("field:secret");
    expect(tree.map((folder) => folder.id)).not.toContain("field:scan");
  });

  it("lists a file once even when the form and an opinion both name it", () => {
    const tree = instanceFileTree(
      sources({ opinions: [opinion({ id: "o-9", auditorName: "李四", files: "f-1,f-8" })] }),
    );
    expect(tree.at(-1)?.childList?.map((file) => file.id)).toEqual(["f-8"]);
    expect(fileCount(tree)).toBe(5);
  });

  it("is empty without a form, data or opinion files", () => {
    const none = sources({ form: undefined, formData: {}, opinions: [opinion({ files: "[{" })] });
    expect(instanceFileTree(none)).toEqual([]);
    expect(fileCount([])).toBe(0);
  });
});
