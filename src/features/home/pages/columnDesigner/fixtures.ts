import { encodeBase64Utf8 } from "../../../../api/base64";
import type { ColumnRightKind, ColumnRightOption, PageList } from "../../../../api/contract";
import { CURRENT_VERSION } from "../../../../engine/migrations";
import type { DesignedColumn } from "../../api";
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
    supportRefesh: 1,
    refeshTime: 60,
    // u-gone is a user deleted since: the picker shows the raw id with a warning.
    rights: { roles: [], orgs: ["o-rd"], users: ["u-zhangsan", "u-gone"] },
  }),
  designedColumn("todo", {
    name: "待办",
    templateHtml: encodeBase64Utf8(JSON.stringify({ version: CURRENT_VERSION, type: "page", body: [] })),
  }),
];

/** The fake tenant's display-right options (as the seed's platform tenant has them). */
export const RIGHT_OPTIONS: Record<ColumnRightKind, ColumnRightOption[]> = {
  role: [
    { id: "sysAdmin", name: "系统管理员", code: "sysAdmin" },
    { id: "staff", name: "普通员工", code: "staff" },
    { id: "deptManager", name: "部门经理", code: "deptManager" },
    { id: "executive", name: "公司领导", code: "executive" },
    { id: "finance", name: "财务人员", code: "finance" },
  ],
  org: [
    { id: "o-root", name: "Tessera 集团", code: "root", path: "Tessera 集团" },
    { id: "o-gm", name: "总经办", code: "gm", path: "Tessera 集团/总经办" },
    { id: "o-rd", name: "研发部", code: "rd", path: "Tessera 集团/研发部" },
    { id: "o-fin", name: "财务部", code: "fin", path: "Tessera 集团/财务部" },
    { id: "o-it", name: "信息中心", code: "it", path: "Tessera 集团/信息中心" },
  ],
  user: [
    { id: "u-admin", name: "系统管理员", code: "admin" },
    { id: "u-zhangsan", name: "张三", code: "zhangsan" },
    { id: "u-lisi", name: "李四", code: "lisi" },
    { id: "u-wangwu", name: "王五", code: "wangwu" },
  ],
};

/** A rightOptions call as the fake API saw it. */
export interface RightCall {
  kind: ColumnRightKind;
  query?: string;
  ids?: string[];
}

/** What a fake designer API was asked. */
export interface FakeCalls {
  saved: Partial<DesignedColumn>[];
  removed: string[][];
  listed: unknown[];
  rights: RightCall[];
}

/** Options of the fake API: a refused save, or right look-ups that fail or wait. */
export interface FakeDesignerOptions {
  saveMessage?: string;
  /** Every rightOptions search (not the ids look-up) fails with this message. */
  rightsSearchFailure?: string;
  /** Every rightOptions ids look-up fails with this message. */
  rightsResolveFailure?: string;
  /** Milliseconds each rightOptions answer takes (stories show the loading state with it). */
  rightsDelay?: number;
}

/** The fake tenant's options: `ids` resolved, else a case-insensitive search on name or code (at most 50). */
function rightAnswer(kind: ColumnRightKind, params: { query?: string; ids?: readonly string[] }) {
  const all = RIGHT_OPTIONS[kind];
  if (params.ids?.length) return all.filter((o) => params.ids?.includes(o.id));
  const word = (params.query ?? "").trim().toLowerCase();
  return all
    .filter(
      (o) => !word || o.name.toLowerCase().includes(word) || (o.code ?? "").toLowerCase().includes(word),
    )
    .slice(0, 50);
}

/** A designer API over an in-memory list; `saveMessage` makes save answer state false with it. */
export function fakeDesignerApi(
  columns: DesignedColumn[] = DESIGNER_COLUMNS,
  options: FakeDesignerOptions = {},
): { api: DesignerApi; calls: FakeCalls } {
  let store = [...columns];
  const calls: FakeCalls = { saved: [], removed: [], listed: [], rights: [] };
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
    rightOptions: async (kind, params, signal) => {
      calls.rights.push({
        kind,
        ...(params.ids?.length ? { ids: [...params.ids] } : { query: params.query ?? "" }),
      });
      if (options.rightsDelay) {
        await new Promise<void>((resolve, reject) => {
          const timer = setTimeout(resolve, options.rightsDelay);
          signal?.addEventListener("abort", () => {
            clearTimeout(timer);
            reject(new Error("aborted"));
          });
        });
      }
      const failure = params.ids?.length ? options.rightsResolveFailure : options.rightsSearchFailure;
      if (failure) throw new Error(failure);
      return rightAnswer(kind, params);
    },
  };
  return { api, calls };
}
