import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { setRuntimeContext } from "../../../../api/hosts";
import { http } from "../../../../api/http";
import { fakeAdapter, pathOf, TEST_CONTEXT } from "../../../../api/testing/fakeAdapter";
import type { DataRequest } from "../../../../engine";
import type { HostCall } from "../../../../engine/testing";
import taskDocument from "../../schemas/task/task.json";
import { taskDetail } from "./fixtures";
import { openFlowScreen } from "./testScreen";

/**
 * The upload request of the files area, held by the one axios client's adapter until the test answers it
 * (the server is not under test here).
 */
const uploads = {
  finish: null as null | ((answer: { fileId: string; fileName: string; size: number }) => void),
  flowKeys: [] as (string | undefined)[],
};
const adapter = http.defaults.adapter;
beforeEach(() => {
  setRuntimeContext({ ...TEST_CONTEXT });
  http.defaults.adapter = fakeAdapter((config) => {
    if (!pathOf(config).endsWith("/system/file/v1/upload")) return undefined;
    uploads.flowKeys.push((config.params as { flowKey?: string } | undefined)?.flowKey);
    return new Promise((resolve) => {
      uploads.finish = (answer) => resolve({ data: answer });
    });
  });
});
afterEach(() => {
  http.defaults.adapter = adapter;
  setRuntimeContext(null);
});

const calledPaths = (requests: DataRequest[]) => requests.map((r) => r.path.split("/").pop());
const toasts = (calls: HostCall[]) =>
  calls.flatMap((c) => (c.kind === "toast" ? [`${c.intent}:${c.message}`] : []));

describe("task screen: the opinion's attachments", { timeout: 30_000 }, () => {
  it("waits for a running upload (请稍后再试！), then agrees with the files as JSON [{id, name, size}]", async () => {
    const { requests, calls } = await openFlowScreen(taskDocument, {
      taskId: "task-1001",
      leaderId: "0",
      from: "",
    });
    const remark = await screen.findByLabelText(/审批备注/, {}, { timeout: 5000 });
    fireEvent.change(remark, { target: { value: "同意" } });
    const input = document.querySelector('.tessera-flow-opinion input[type="file"]') as HTMLInputElement;
    expect(input).not.toBeNull();
    await act(async () => {
      fireEvent.change(input, { target: { files: [new File(["abc"], "意见.pdf")] } });
    });
    expect(uploads.flowKeys).toHaveLength(1);

    fireEvent.click(screen.getByRole("button", { name: "同意" }));
    await waitFor(() => expect(toasts(calls)).toContain("warning:请稍后再试！"));
    expect(calledPaths(requests)).not.toContain("complete");

    await act(async () => uploads.finish?.({ fileId: "file-9", fileName: "意见.pdf", size: 3 }));
    expect(await screen.findByText("意见.pdf")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "同意" }));
    await waitFor(() => expect(calledPaths(requests)).toContain("complete"));
    const body = requests.find((r) => r.path.endsWith("/complete"))?.body as Record<string, string>;
    expect(JSON.parse(body.files)).toEqual([{ id: "file-9", name: "意见.pdf", size: 3 }]);
  });

  it("reopens a task with its draft's files and keeps them in the next draft; a removed one leaves the draft", async () => {
    const kept = [{ id: "file-d1", name: "草稿附件.pdf", size: 2000 }];
    const { requests } = await openFlowScreen(
      taskDocument,
      { taskId: "task-1001", leaderId: "0", from: "" },
      {
        canLock: { status: 200, data: "3" },
        taskDetail: {
          status: 200,
          data: { ...taskDetail, draftOpinion: "草稿意见", draftFiles: JSON.stringify(kept) },
        },
      },
    );
    // The form has loaded (保存草稿 waits for it).
    await screen.findByLabelText(/审批备注/, {}, { timeout: 5000 });
    const box = () => document.querySelector(".tessera-flow-opinion") as HTMLElement;
    expect(within(box()).getByText("草稿附件.pdf")).toBeInTheDocument();

    const drafts = () =>
      requests.filter((r) => r.path.endsWith("/saveDraft")).map((r) => (r.body as { files?: string }).files);
    fireEvent.click(screen.getByRole("button", { name: "保存草稿" }));
    await waitFor(() => expect(drafts()).toHaveLength(1));
    expect(JSON.parse(drafts()[0] ?? "")).toEqual(kept);

    fireEvent.click(within(box()).getByRole("button", { name: "删除 草稿附件.pdf" }));
    fireEvent.click(await screen.findByRole("button", { name: "确定" }));
    await waitFor(() => expect(within(box()).queryByText("草稿附件.pdf")).toBeNull());
    fireEvent.click(screen.getByRole("button", { name: "保存草稿" }));
    await waitFor(() => expect(drafts()).toEqual([JSON.stringify(kept), ""]));
  });

  it("sends the draft's files with agree when the user leaves them as they were", async () => {
    const kept = [{ id: "file-d2", name: "保留.pdf", size: 10 }];
    const { requests } = await openFlowScreen(
      taskDocument,
      { taskId: "task-1001", leaderId: "0", from: "" },
      { taskDetail: { status: 200, data: { ...taskDetail, draftFiles: JSON.stringify(kept) } } },
    );
    const remark = await screen.findByLabelText(/审批备注/, {}, { timeout: 5000 });
    fireEvent.change(remark, { target: { value: "同意" } });
    expect(await screen.findByText("保留.pdf")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "同意" }));
    await waitFor(() => expect(calledPaths(requests)).toContain("complete"));
    const body = requests.find((r) => r.path.endsWith("/complete"))?.body as Record<string, string>;
    expect(JSON.parse(body.files)).toEqual(kept);
  });
});
