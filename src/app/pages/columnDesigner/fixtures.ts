import { encodeBase64Utf8 } from "../../../api/base64";
import type { PageList } from "../../../api/contract";
import type { DesignedColumn } from "../../../api/services/home";
import { CURRENT_VERSION } from "../../../engine/migrations";
import type { DesignerApi } from "./designerApi";

/** A column as getJson returns it. */
export function designedColumn(alias: string, patch: Partial<DesignedColumn> = {}): DesignedColumn {
  return {
    id: `ic-${alias}`,
    name: alias,
    alias,
    colType: 0,
    dataMode: 0,
    colHeight: 200,
    needPage: 0,
    displayRights: true,
    rights: { roles: [], orgs: [], users: [] },
    ...patch,
  };
}

/** The designer's sample columns (stories and tests). */
export const DESIGNER_COLUMNS: DesignedColumn[] = [
  designedColumn("welcome", {
    name: "欢迎",
    templateHtml: encodeBase64Utf8("<p>欢迎使用 Tessera</p>"),
    rights: { roles: ["sysAdmin"], orgs: [], users: [] },
  }),
  designedColumn("news", {
    name: "新闻",
    dataMode: 3,
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a ${service} placeholder the client expands
    dataFrom: "${portal}/portal/messageNews/v1/list",
    dataParam: '[{"name": "rows", "value": 5}]',
    templateHtml: encodeBase64Utf8("<ul>{{#rows}}<li>{{fbt}}</li>{{/rows}}</ul>"),
  }),
  designedColumn("todo", {
    name: "待办",
    templateHtml: encodeBase64Utf8(JSON.stringify({ version: CURRENT_VERSION, type: "page", body: [] })),
  }),
];

/** What a fake designer API was asked. */
export interface FakeCalls {
  saved: Partial<DesignedColumn>[];
  removed: string[][];
  listed: unknown[];
}

/** A designer API over an in-memory list; `saveMessage` makes save answer state false with it. */
export function fakeDesignerApi(
  columns: DesignedColumn[] = DESIGNER_COLUMNS,
  options: { saveMessage?: string } = {},
): { api: DesignerApi; calls: FakeCalls } {
  let store = [...columns];
  const calls: FakeCalls = { saved: [], removed: [], listed: [] };
  const api: DesignerApi = {
    list: async (filter) => {
      calls.listed.push(filter);
      const word = String(filter.querys?.[0]?.value ?? "").toLowerCase();
      const rows = store.filter(
        (c) => !word || c.name.toLowerCase().includes(word) || c.alias.includes(word),
      );
      const page = Number(filter.pageBean?.page ?? 1);
      const pageSize = Number(filter.pageBean?.pageSize ?? 10);
      const answer: PageList<DesignedColumn> = {
        rows: rows.slice((page - 1) * pageSize, page * pageSize),
        total: rows.length,
        page,
        pageSize,
      };
      return answer;
    },
    get: async (id) => {
      const found = store.find((c) => c.id === id);
      if (!found) throw new Error("not found");
      return found;
    },
    save: async (column) => {
      calls.saved.push(column);
      if (options.saveMessage) return { state: false, message: options.saveMessage };
      const id = column.id ?? "ic-new";
      const stored = { ...designedColumn(column.alias ?? "new"), ...column, id } as DesignedColumn;
      store = [...store.filter((c) => c.id !== id), stored];
      return { state: true, value: id, message: "保存成功" };
    },
    remove: async (ids) => {
      calls.removed.push([...ids]);
      store = store.filter((c) => !ids.includes(c.id));
      return { state: true, message: "删除成功" };
    },
  };
  return { api, calls };
}
