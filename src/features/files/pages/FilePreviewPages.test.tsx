import { render, screen } from "@testing-library/react";
import { createMemoryRouter, matchRoutes, RouterProvider } from "react-router-dom";
import { beforeEach, describe, expect, it } from "vitest";
import { setRuntimeContext } from "../../../api/hosts";
import { http } from "../../../api/http";
import { fakeAdapter, TEST_CONTEXT } from "../../../api/testing/fakeAdapter";
import { appRoutes } from "../../../app/routes";
import { AppEngineProvider, createAppEngine } from "../../../app/setup";
import "../../../i18n";
import { previewHandler } from "../preview/fixtures";
import { filePreviewRoutes } from "./filePreviewRoutes";

function renderAt(path: string) {
  const router = createMemoryRouter(filePreviewRoutes, { initialEntries: [path] });
  render(
    <AppEngineProvider engine={createAppEngine()}>
      <RouterProvider router={router} />
    </AppEngineProvider>,
  );
}

const handleOf = (path: string) => matchRoutes(filePreviewRoutes, path)?.at(-1)?.route.handle;
const enc = encodeURIComponent;
// The lazy page's chunk loads on the first visit: slower than a plain render on a busy machine.
const slow = { timeout: 5000 };

beforeEach(() => {
  setRuntimeContext({ ...TEST_CONTEXT });
  http.defaults.adapter = fakeAdapter(previewHandler());
});

describe("the preview's single routes", () => {
  it("are single routes (no shell)", () => {
    expect(handleOf("/file/preview/f-1")).toEqual({ name: "filePreview", single: true });
    expect(handleOf(`/pdf/${enc("/system/file/v1/preview?fileId=1")}/f-1`)).toEqual({
      name: "pdf",
      single: true,
    });
    expect(handleOf(`/iframeSrc/${enc("/x.html")}/f-1`)).toEqual({ name: "iframeSrc", single: true });
    expect(handleOf("/webOffice/f-1/0/1")).toEqual({ name: "webOffice", single: true });
  });

  it("are declared in the app's route table, no other route taking their paths", () => {
    const appHandle = (path: string) => matchRoutes(appRoutes, path, "/")?.at(-1)?.route.handle;
    expect(appHandle("/file/preview/f-1")).toEqual({ name: "filePreview", single: true });
    expect(appHandle(`/pdf/${enc("http://api.test/a.pdf?sig=1")}/f-1`)).toEqual({
      name: "pdf",
      single: true,
    });
    expect(appHandle(`/iframeSrc/${enc("/a.html")}/f-1`)).toEqual({ name: "iframeSrc", single: true });
    expect(appHandle("/webOffice/f-1/0/0")).toEqual({ name: "webOffice", single: true });
  });

  it("/file/preview/{fileId} shows the file's preview titled with its name", async () => {
    renderAt("/file/preview/f-png");
    const heading = { name: "附件预览：现场照片.png", level: 1 };
    expect(await screen.findByRole("heading", heading, slow)).toBeTruthy();
    expect(await screen.findByRole("img", { name: "现场照片.png" })).toBeTruthy();
  });

  it("/webOffice opens the read-only preview and says editing is not offered", async () => {
    renderAt("/webOffice/f-txt/1/1");
    expect(await screen.findByText(/在线编辑暂不提供/, {}, slow)).toBeTruthy();
    expect(await screen.findByTitle("附件内容：说明.txt")).toBeTruthy();
  });

  it("/iframeSrc shows an HTML file of ours sanitised in a sandboxed frame", async () => {
    const src = "http://api.test/file/onlinePreviewController/v1/getFileById_f-html?sig=c";
    renderAt(`/iframeSrc/${enc(src)}/f-html`);
    const frame = await screen.findByTitle("附件内容：f-html", {}, slow);
    expect(frame.getAttribute("sandbox")).toBe("");
    expect(frame.getAttribute("srcdoc")).toContain("放假通知");
    expect(frame.getAttribute("srcdoc")).not.toContain("<script");
  });

  it.each([
    ["/pdf", "https://evil.example/x.pdf"],
    ["/iframeSrc", "javascript:alert(1)"],
  ])("%s refuses an address that is not one of our files", async (route, src) => {
    renderAt(`${route}/${enc(src)}/f-1`);
    expect(await screen.findByText("预览地址不是本系统的文件地址，已拒绝打开", {}, slow)).toBeTruthy();
  });

  it("/pdf/-/{fileId} previews the file itself", async () => {
    renderAt("/pdf/-/f-exe");
    expect(await screen.findByText("当前附件格式不支持预览", {}, slow)).toBeTruthy();
  });
});
