import { isObject } from "../json";
import type { DataAdaptor, KeyAdaptorConfig, ListData, PageInfo, Translate } from "../types";
import { DataSourceError } from "./errors";

function toNumber(value: unknown, fallback: number): number {
  const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof n === "number" && Number.isFinite(n) ? n : fallback;
}

function readPath(body: unknown, path: string): unknown {
  let value = body;
  for (const part of path.split(".").filter(Boolean)) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

function failOnState(body: unknown, t: Translate) {
  if (isObject(body) && body.state === false) {
    const message =
      typeof body.message === "string" && body.message !== "" ? body.message : t("engine.data.state");
    throw new DataSourceError("state", message, {
      logId: typeof body.logId === "string" ? body.logId : undefined,
    });
  }
}

function requireBody(body: unknown, t: Translate) {
  if (body === undefined || body === null || body === "")
    throw new DataSourceError("adaptor", t("engine.data.empty"));
}

function list(rows: unknown[], page: PageInfo): { data: ListData; page: PageInfo } {
  return { data: { rows: rows as Record<string, unknown>[], ...page }, page };
}

/** Reads a list from the dotted paths of a key config (REST dialogs/queries, CONTRACT.md §8). */
export function keyAdaptor(config: KeyAdaptorConfig, t: Translate): DataAdaptor {
  return {
    name: `keys(${config.listKey})`,
    adapt(body) {
      requireBody(body, t);
      failOnState(body, t);
      const rows = readPath(body, config.listKey);
      if (!Array.isArray(rows)) throw new DataSourceError("adaptor", t("engine.data.notList"));
      return list(rows, {
        total: toNumber(config.totalKey ? readPath(body, config.totalKey) : undefined, rows.length),
        page: toNumber(config.pageKey ? readPath(body, config.pageKey) : undefined, 0),
        pageSize: toNumber(config.pageSizeKey ? readPath(body, config.pageSizeKey) : undefined, 0),
      });
    },
  };
}

/** The built-in adaptors: `raw`, `pageList`, `commonResult`, `list` (README §7). */
export function builtinAdaptors(t: Translate): DataAdaptor[] {
  return [
    { name: "raw", adapt: (body) => ({ data: body }) },
    {
      name: "pageList",
      adapt(body) {
        requireBody(body, t);
        failOnState(body, t);
        if (!isObject(body) || !Array.isArray(body.rows))
          throw new DataSourceError("adaptor", t("engine.data.notList"));
        const rows = body.rows;
        return list(rows, {
          total: toNumber(body.total, rows.length),
          page: toNumber(body.page, 0),
          pageSize: toNumber(body.pageSize, 0),
        });
      },
    },
    {
      name: "commonResult",
      adapt(body) {
        requireBody(body, t);
        if (!isObject(body) || typeof body.state !== "boolean") {
          throw new DataSourceError("adaptor", t("engine.data.adaptor", { reason: "state" }));
        }
        failOnState(body, t);
        return { data: body.value };
      },
    },
    {
      name: "list",
      adapt(body) {
        requireBody(body, t);
        failOnState(body, t);
        if (!Array.isArray(body)) throw new DataSourceError("adaptor", t("engine.data.notList"));
        return list(body, { total: body.length, page: 0, pageSize: 0 });
      },
    },
  ];
}
