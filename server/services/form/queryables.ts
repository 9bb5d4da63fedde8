import { badRequest } from "../../http/errors";
import type { FilterColumn, FilterWhitelist } from "../../http/queryFilter";

export interface QueryableColumn {
  type: FilterColumn["type"];
  label: string;
}

/** A table or view of the portal that custom dialogs, queries and charts may read (all carry tenant_id). */
export interface QueryableObject {
  label: string;
  columns: Record<string, QueryableColumn>;
}

const text = (label: string): QueryableColumn => ({ type: "text", label });
const number = (label: string): QueryableColumn => ({ type: "number", label });
const date = (label: string): QueryableColumn => ({ type: "date", label });

/**
 * The only objects a definition may name. A configurer chooses among these; anything else is refused at
 * save time and at run time, and every query is scoped to the caller's tenant.
 */
export const QUERYABLES: Record<string, QueryableObject> = {
  v_form_user: {
    label: "用户",
    columns: {
      id: text("ID"),
      account: text("账号"),
      fullname: text("姓名"),
      email: text("邮箱"),
      mobile: text("手机"),
      status: number("状态"),
      org_id: text("组织ID"),
      org_name: text("组织"),
    },
  },
  v_form_org: {
    label: "组织",
    columns: {
      id: text("ID"),
      parent_id: text("上级ID"),
      name: text("名称"),
      code: text("编码"),
      path_name: text("路径"),
      sn: number("排序"),
    },
  },
  biz_expense: {
    label: "费用报销",
    columns: {
      id: text("ID"),
      code: text("单号"),
      applicant: text("申请人"),
      dept: text("部门"),
      category: text("类别"),
      amount: number("金额"),
      apply_date: date("申请日期"),
      status: text("状态"),
    },
  },
  biz_sales_monthly: {
    label: "月度销售",
    columns: {
      id: text("ID"),
      month: text("月份"),
      region: text("区域"),
      amount: number("销售额"),
      orders: number("订单数"),
    },
  },
};

/** The registered object of a name; unknown → 400. */
export function queryableOf(name: string | null | undefined): QueryableObject {
  const object = name ? QUERYABLES[name] : undefined;
  if (!object || !name || !Object.hasOwn(QUERYABLES, name))
    throw badRequest("formObjectUnknown", { name: String(name) });
  return object;
}

/** The column of an object; unknown → 400 naming both. */
export function columnOf(objName: string, field: string): QueryableColumn {
  const column = Object.hasOwn(QUERYABLES[objName].columns, field)
    ? QUERYABLES[objName].columns[field]
    : undefined;
  if (!column) throw badRequest("formColumnUnknown", { object: objName, field });
  return column;
}

/** The QueryFilter whitelist of an object: each column by its own name (and case-insensitively). */
export function whitelistOf(objName: string): FilterWhitelist {
  const entries = Object.entries(QUERYABLES[objName].columns).map(
    ([field, col]) => [field.toLowerCase(), { column: `t.${field}`, type: col.type }] as const,
  );
  return Object.fromEntries(entries);
}
