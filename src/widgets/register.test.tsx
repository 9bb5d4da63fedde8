// biome-ignore-all lint/suspicious/noTemplateCurlyInString: "${var}" is the documents' own reference syntax
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import "../i18n";
import { createEngine, type DataRequest, type FetchResponse } from "../engine";
import { type ReactEngine, SchemaRenderer, type WidgetComponent } from "../engine/react";
import { recordingHost, stubFetcher } from "../engine/testing";
import { layoutDataChartWidgets, registerWidgets } from "./register";

// echarts needs a canvas, so the host is a stub here.
vi.mock("./chart/EChart", () => ({
  default: ({ option }: { option: { series: { type: string }[] } }) => (
    <div data-testid="echart">{option.series.map((s) => s.type).join(",")}</div>
  ),
}));

/** A server for the document below: 25 orders paged by pageBean, filtered by a LIKE on code. */
function stubServer() {
  const requests: DataRequest[] = [];
  const fetcher = vi.fn(async (request: DataRequest): Promise<FetchResponse> => {
    requests.push(request);
    if (request.path === "/orders") {
      const body = request.body as {
        pageBean: { page: number; pageSize: number };
        querys?: { value: string }[];
      };
      const all = Array.from({ length: 25 }, (_, i) => ({ id: `o${i + 1}`, code: `SO-${i + 1}` }));
      const like = body.querys?.[0]?.value;
      const rows = like ? all.filter((r) => r.code.includes(like)) : all;
      const { page, pageSize } = body.pageBean;
      return {
        status: 200,
        data: {
          rows: rows.slice((page - 1) * pageSize, page * pageSize),
          total: rows.length,
          page,
          pageSize,
        },
      };
    }
    if (request.path === "/notice")
      return { status: 200, data: { title: "<i>放假通知</i><script>x()</script>" } };
    return { status: 404, data: { state: false, message: "not found", logId: "nf1" } };
  });
  return { fetcher, requests };
}

const homeDocument = {
  type: "page",
  version: 3,
  id: "home",
  data: { orders: { page: 1, pageSize: 10 }, querys: [] },
  body: [
    {
      type: "search-bar",
      fields: [{ field: "code", label: "单号" }],
      onSearch: [{ action: "setValue", name: "querys", value: "${$event}" }],
    },
    {
      type: "table",
      stateName: "orders",
      source: {
        host: "form",
        path: "/orders",
        method: "POST",
        adaptor: "pageList",
        body: {
          pageBean: { page: "${orders.page}", pageSize: "${orders.pageSize}" },
          sorter: "${orders.sorter}",
          querys: "${querys}",
        },
      },
      columns: [{ field: "code", title: "单号" }],
      pagination: { mode: "server", pageSizes: [10, 20] },
    },
    {
      type: "card",
      title: "公告",
      body: [
        {
          type: "template",
          template: "<p class='notice'>{{{data.title}}}</p>",
          source: { host: "portal", path: "/notice" },
        },
      ],
    },
    { type: "status", kind: "empty", title: "没有更多" },
  ],
};

async function renderDocument(engine: ReactEngine) {
  // Lazy widgets suspend on `use(promise)`: the first render has to be awaited.
  await act(async () => {
    render(<SchemaRenderer engine={engine} document={homeDocument} />);
  });
}

describe("register (layout, data and chart widgets in the engine)", () => {
  it("gives every spec an implementation, lazy ones through a loader", async () => {
    const definitions = layoutDataChartWidgets();
    for (const definition of definitions) {
      expect(!!definition.component !== !!definition.load).toBe(true);
      if (definition.load) {
        const loaded = await definition.load();
        const component = (loaded as { default?: WidgetComponent }).default ?? loaded;
        expect(typeof component).toBe("function");
      }
    }
    const lazy = definitions.filter((d) => d.load).map((d) => d.type);
    expect(lazy.sort()).toEqual([
      "chart",
      "dialog",
      "file-tree-dialog",
      "image-viewer",
      "search-bar",
      "table",
    ]);
  });

  it("renders a document: the table pages and searches through its source, the template reads its own", async () => {
    const { fetcher, requests } = stubServer();
    const engine = createEngine<WidgetComponent>({ fetcher });
    registerWidgets(engine);
    await renderDocument(engine);

    expect(await screen.findByText("共 25 条")).toBeInTheDocument();
    const orders = () => requests.filter((r) => r.path === "/orders").map((r) => r.body);
    expect(orders()[0]).toMatchObject({ pageBean: { page: 1, pageSize: 10 }, querys: [] });

    fireEvent.click(screen.getByRole("button", { name: "第 3 页" }));
    await waitFor(() => expect(orders().at(-1)).toMatchObject({ pageBean: { page: 3, pageSize: 10 } }));

    fireEvent.change(screen.getByLabelText("单号"), { target: { value: "SO-2" } });
    fireEvent.click(screen.getByRole("button", { name: "搜索" }));
    await waitFor(() =>
      expect(orders().at(-1)).toMatchObject({
        querys: [{ property: "code", value: "SO-2", operation: "LIKE", relation: "AND", group: "main" }],
      }),
    );

    const notice = await screen.findByText("放假通知");
    expect(notice.tagName).toBe("I");
    expect(document.querySelector(".notice script")).toBeNull();
    expect(notice.closest(".tessera-card")).toHaveTextContent("公告");
    expect(screen.getByText("没有更多")).toBeInTheDocument();
  });

  it("shows a failed source's message and log id inside the widget", async () => {
    const engine = createEngine<WidgetComponent>({
      fetcher: async () => ({ status: 500, data: { state: false, message: "数据库不可用", logId: "db42" } }),
    });
    registerWidgets(engine);
    await renderDocument(engine);
    // The table and the column's template both failed: each says so inside itself.
    expect(await screen.findAllByText("数据库不可用 【日志ID：db42】")).toHaveLength(2);
  });

  it("opens a file-tree dialog from a list item, downloads through the host, and navigates from a card", async () => {
    const { host, calls } = recordingHost();
    const { fetcher } = stubFetcher(() => ({
      status: 200,
      data: [{ id: "att-1", name: "制度汇编" }],
    }));
    const engine = createEngine<WidgetComponent>({ fetcher, host });
    registerWidgets(engine);
    await act(async () => {
      render(
        <SchemaRenderer
          engine={engine}
          host={host}
          document={{
            type: "page",
            version: 3,
            body: [
              {
                type: "card",
                title: "附件",
                colUrl: "/content/files",
                body: [
                  {
                    type: "list",
                    source: { host: "portal", path: "/attachments", adaptor: "list" },
                    itemTemplate: "{{name}}",
                    onItemClick: [
                      {
                        action: "openDialog",
                        dialog: {
                          type: "file-tree-dialog",
                          title: "${$event.name}",
                          files: [{ id: "f-9", originName: "员工手册.pdf", size: 2_097_152 }],
                          download: {
                            host: "portal",
                            path: "/system/file/v1/downloadFile?fileId=${file.id}",
                          },
                          downloadAll: {
                            host: "portal",
                            path: "/system/file/v1/downloadAllFile",
                            query: { fileIds: "${fileIds}" },
                          },
                        },
                      },
                    ],
                  },
                ],
              },
            ],
          }}
        />,
      );
    });
    const item = await screen.findByRole("button", { name: "制度汇编" });
    // The dialog widget is lazy: the click that opens it suspends, so it is awaited.
    await act(async () => {
      fireEvent.click(item);
    });
    expect(await screen.findByText("员工手册.pdf")).toBeInTheDocument();
    expect(screen.getByText("2.00M")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "下载 员工手册.pdf" }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        kind: "download",
        request: expect.objectContaining({ host: "portal", path: "/system/file/v1/downloadFile?fileId=f-9" }),
        fileName: "员工手册.pdf",
      }),
    );
    fireEvent.click(screen.getByRole("checkbox", { name: "选择 员工手册.pdf" }));
    fireEvent.click(screen.getByRole("button", { name: "打包下载" }));
    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({
          kind: "download",
          request: expect.objectContaining({
            path: "/system/file/v1/downloadAllFile",
            query: { fileIds: "f-9" },
          }),
        }),
      ),
    );
    fireEvent.click(screen.getByRole("button", { name: "查看更多：附件" }));
    expect(calls).toContainEqual({ kind: "navigate", to: "/content/files", options: {} });
  });
});
