import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setRuntimeContext } from "../../../../api/hosts";
import { http } from "../../../../api/http";
import { fakeAdapter, pathOf, TEST_CONTEXT } from "../../../../api/testing/fakeAdapter";
import instDocument from "../../schemas/task/inst.json";
import taskDocument from "../../schemas/task/task.json";
import { instForm, leaveFormWithFiles, opinionsWithFiles, taskDetailWithFiles } from "./fixtures";
import { openFlowScreen } from "./testScreen";

/*
 * 附件（n） on the task and instance screens: the tree is built from what the screen loaded (taskDetail or
 * getInstFormAndBO, and the history's instanceFlowOpinions); the downloads go through the files area's
 * calls, answered here by the one axios client's adapter.
 */

const zips: string[] = [];
const adapter = http.defaults.adapter;
beforeEach(() => {
  zips.length = 0;
  setRuntimeContext({ ...TEST_CONTEXT });
  http.defaults.adapter = fakeAdapter((config) => {
    if (!pathOf(config).endsWith("/downloadAllFile")) return undefined;
    zips.push(String((config.params as { fileIds?: string }).fileIds));
    return {
      data: new Blob(["PK"]),
      headers: { "content-disposition": "attachment; filename*=UTF-8''%E9%99%84%E4%BB%B6_2026-11-27.zip" },
    };
  });
  vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:zip");
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
});
afterEach(() => {
  http.defaults.adapter = adapter;
  setRuntimeContext(null);
  vi.restoreAllMocks();
});

const ok = (data: unknown) => ({ status: 200, data });

describe("flow screens: 附件（n） and the file tree", { timeout: 30_000 }, () => {
  it("lists the task form's 附件 field and each opinion's files by node and handler, and zips the checked ones", async () => {
    const { requests } = await openFlowScreen(
      taskDocument,
      { taskId: "task-1001", leaderId: "0", from: "" },
      { taskDetail: ok(taskDetailWithFiles), instanceFlowOpinions: ok(opinionsWithFiles) },
    );
    const button = await screen.findByRole("button", { name: "附件（6）" }, { timeout: 5000 });
    fireEvent.click(button);
    // The file tree's dialog loads on first opening: its frame shows under the same title first.
    await screen.findByRole("checkbox", { name: "选择 附件" }, { timeout: 10_000 });
    const dialog = screen.getByRole("dialog", { name: "流程附件" });
    const folders = within(dialog)
      .getAllByRole("checkbox", { name: /^选择 / })
      .map((box) => box.getAttribute("aria-label"));
    expect(folders).toEqual(
      expect.arrayContaining(["选择 附件", "选择 部门经理审批（李四）", "选择 发起节点（张三）"]),
    );
    expect(within(dialog).getByText("户口迁移证明.png")).toBeInTheDocument();
    expect(within(dialog).getByText("正文.docx")).toBeInTheDocument();
    // The history is read once: the tree shares the history tab's read.
    expect(requests.filter((r) => r.path.endsWith("/instanceFlowOpinions"))).toHaveLength(1);

    fireEvent.click(within(dialog).getByRole("checkbox", { name: "选择 附件" }));
    fireEvent.click(within(dialog).getByRole("checkbox", { name: "选择 正文.docx" }));
    await act(async () => {
      fireEvent.click(within(dialog).getByRole("button", { name: "打包下载" }));
    });
    await waitFor(() => expect(zips).toEqual(["file-f1,file-f2,file-c"]));
  });

  it("shows 附件（0） disabled on an instance whose form and history hold no file", async () => {
    await openFlowScreen(instDocument, { instId: "inst-2001" });
    const button = await screen.findByRole("button", { name: "附件（0）" }, { timeout: 5000 });
    expect(button).toBeDisabled();
  });

  it("counts the instance form's files on the instance page", async () => {
    await openFlowScreen(
      instDocument,
      { instId: "inst-2001" },
      {
        getInstFormAndBO: ok({
          ...instForm,
          form: leaveFormWithFiles,
          data: taskDetailWithFiles.data,
        }),
      },
    );
    expect(await screen.findByRole("button", { name: "附件（2）" }, { timeout: 5000 })).toBeEnabled();
  });
});
