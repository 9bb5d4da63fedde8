import type { Database } from "../../../db";
import { LABEL_MAP_SCHEMA } from "../../../http/locale";
import { stringFields } from "../../../http/schemas";

/* The JSON Schemas the home page's routes share (CONTRACT §7 and §10.1). */

/** What the home routes need. */
export interface HomeDeps {
  db: Database;
}

/** The OpenAPI tag of every home route. */
export const tags = ["home"];
/** The method right of the column configurers. */
export const MANAGE = "homeColumnManage";
/** Where the column routes live, and the user layout routes. */
export const COLUMN_API = "/portal/sysIndexColumn/sysIndexColumn/v1";
export const MY_LAYOUT_API = "/portal/sysIndexMyLayout/v1";
/** Shared field and body schemas. */
export const aliasSchema = { type: "string", minLength: 1, maxLength: 64 };
export const idSchema = { type: "string", minLength: 1, maxLength: 64 };
export const column = { type: "object", additionalProperties: true };
export const object = { type: "object", additionalProperties: true };
export const rowsQuery = {
  type: "object",
  properties: { rows: { type: "integer", minimum: 1, maximum: 100, default: 5 } },
};
export const MAX_ALIASES = 100;

const rightsSchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    roles: { type: "array", maxItems: 100, items: aliasSchema },
    orgs: { type: "array", maxItems: 100, items: idSchema },
    users: { type: "array", maxItems: 500, items: idSchema },
  },
};

const flag = { type: "integer", enum: [0, 1] };
export const columnBody = {
  type: "object",
  required: ["name", "alias"],
  additionalProperties: false,
  properties: {
    id: { type: "string", maxLength: 64 },
    name: { type: "string", minLength: 1, maxLength: 128 },
    nameI18n: LABEL_MAP_SCHEMA,
    alias: aliasSchema,
    catalog: { type: "string", maxLength: 64 },
    catalogName: { type: "string", maxLength: 128 },
    catalogNameI18n: LABEL_MAP_SCHEMA,
    colType: { type: "integer", enum: [0, 1, 2, 3, 4] },
    dataMode: { type: "integer", enum: [0, 1, 2, 3, 4] },
    dataFrom: { type: "string", maxLength: 2048 },
    dataParam: { type: "string", maxLength: 8192 },
    requestType: { type: "string", enum: ["GET", "POST", ""] },
    templateHtml: { type: "string", maxLength: 262144 },
    colHeight: { type: "integer", minimum: 50, maximum: 2000 },
    colUrl: { type: "string", maxLength: 1024 },
    newWindow: { anyOf: [flag, { type: "boolean" }] },
    needPage: flag,
    supportRefesh: flag,
    refeshTime: { type: "integer", minimum: 0, maximum: 86400 },
    showEffect: { type: "integer", minimum: 0, maximum: 10 },
    isPublic: flag,
    memo: { type: "string", maxLength: 1024 },
    sn: { type: "integer", minimum: 0, maximum: 100000 },
    rights: rightsSchema,
    // Read-only fields a client may send back from getJson; dropped.
    displayRights: { type: "boolean" },
    ...stringFields("tenantId", "createBy", "createTime", "updateBy", "updateTime"),
  },
};

export const reminder = {
  type: "object",
  properties: {
    ...stringFields("id", "subject", "content"),
    count: { type: "integer" },
    opemType: { type: "string" },
    opemId: { type: "string" },
  },
};

export const meeting = {
  type: "object",
  properties: stringFields("id", "hymc", "kssj", "jssj", "hys", "taskId"),
};

export const news = {
  type: "object",
  properties: {
    ...stringFields("id", "fbt", "fkssj", "fzz"),
    FSfxysp: { type: "integer" },
    FJssj: { type: "string" },
  },
};
