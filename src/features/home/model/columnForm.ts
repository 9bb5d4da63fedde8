import { encodeBase64Utf8 } from "../../../api/base64";
import type { HomeColType, HomeDataMode } from "../../../api/contract";
import { type DesignedColumn, decodeBase64Utf8 } from "../api";

/** The editor's state: every field as the form edits it (the template decoded, lists as text). */
export interface ColumnForm {
  id?: string;
  /** The name in zh-CN (the stored name). */
  name: string;
  /** The name in en-US (its translation map's English; empty: the zh-CN name shows in English too). */
  nameEn: string;
  alias: string;
  colType: HomeColType;
  dataMode: HomeDataMode;
  dataFrom: string;
  /** "" when unset (the home page then uses GET). */
  requestType: "" | "GET" | "POST";
  dataParam: string;
  needPage: boolean;
  colHeight: string;
  colUrl: string;
  newWindow: boolean;
  /** The template, decoded. */
  template: string;
  /** Display rights as the server stores them: role aliases, org ids, user ids. */
  roles: string[];
  orgs: string[];
  users: string[];
  /** Reload the column's data every `refeshTime` seconds on the home page. */
  supportRefesh: boolean;
  /** Seconds, as typed. */
  refeshTime: string;
  /** The stored fields the editor does not show, sent back unchanged so a save keeps them. */
  kept: Partial<DesignedColumn>;
}

/** The fields of a stored column the editor keeps without showing them. */
export const KEPT_FIELDS = [
  "catalog",
  "catalogName",
  "catalogNameI18n",
  "showEffect",
  "isPublic",
  "memo",
  "sn",
] as const;

/** The data modes the designer offers (issue 5 §5), in the select's order. */
export const DATA_MODES: HomeDataMode[] = [0, 1, 3, 4];
/** The column types (CONTRACT §7.2). */
export const COL_TYPES: HomeColType[] = [0, 1, 2, 3, 4];

/** An empty column: a normal static column of height 300. */
export function emptyForm(): ColumnForm {
  return {
    name: "",
    nameEn: "",
    alias: "",
    colType: 0,
    dataMode: 0,
    dataFrom: "",
    requestType: "",
    dataParam: "",
    needPage: false,
    colHeight: "300",
    colUrl: "",
    newWindow: false,
    template: "",
    roles: [],
    orgs: [],
    users: [],
    supportRefesh: false,
    refeshTime: "",
    kept: {},
  };
}

/** The shortest refresh interval, in seconds (the home page never reloads a column more often). */
export const MIN_REFRESH_SECONDS = 10;
/** The longest refresh interval the server accepts, in seconds (a day). */
export const MAX_REFRESH_SECONDS = 86400;

/** A stored rights list without blanks or repeats. */
const idsOf = (items: string[] | undefined) => [...new Set((items ?? []).map(String).filter(Boolean))];

/** The form of a column read by getJson (the template decoded from Base64). */
export function formOf(column: DesignedColumn): ColumnForm {
  return {
    id: column.id,
    // The server answers `name` in the request language: the editor edits the map's two languages.
    name: column.nameI18n?.["zh-CN"] ?? column.name ?? "",
    nameEn: column.nameI18n?.["en-US"] ?? "",
    alias: column.alias ?? "",
    colType: (column.colType ?? 0) as HomeColType,
    dataMode: (column.dataMode ?? 0) as HomeDataMode,
    dataFrom: column.dataFrom ?? "",
    requestType: column.requestType === "POST" || column.requestType === "GET" ? column.requestType : "",
    dataParam: column.dataParam ?? "",
    needPage: Number(column.needPage) === 1,
    colHeight: String(column.colHeight ?? 300),
    colUrl: column.colUrl ?? "",
    newWindow: column.newWindow === true || Number(column.newWindow) === 1,
    template: decodeBase64Utf8(column.templateHtml),
    roles: idsOf(column.rights?.roles),
    orgs: idsOf(column.rights?.orgs),
    users: idsOf(column.rights?.users),
    supportRefesh: Number(column.supportRefesh) === 1,
    refeshTime:
      column.refeshTime === undefined || column.refeshTime === null ? "" : String(column.refeshTime),
    kept: Object.fromEntries(
      KEPT_FIELDS.filter((k) => column[k] !== undefined && column[k] !== null).map((k) => [
        k,
        // The catalog name is kept in zh-CN (the stored one), whatever language it was read in.
        k === "catalogName" ? (column.catalogNameI18n?.["zh-CN"] ?? column[k]) : column[k],
      ]),
    ) as Partial<DesignedColumn>,
  };
}

/** A field's error as an i18n key under columnDesigner.errors. */
export type FormErrors = Partial<Record<keyof ColumnForm, string>>;

const ALIAS = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** The form's errors (the server's checks, made before sending): empty when it may be saved. */
export function validateForm(form: ColumnForm): FormErrors {
  const errors: FormErrors = {};
  if (!form.name.trim()) errors.name = "required";
  if (!form.alias.trim()) errors.alias = "required";
  else if (!ALIAS.test(form.alias.trim())) errors.alias = "alias";
  if (form.dataParam.trim() && !isJson(form.dataParam)) errors.dataParam = "json";
  if (form.dataMode === 1 && form.dataFrom.trim() && !isJson(form.dataFrom)) errors.dataFrom = "json";
  if (form.dataMode === 3 && !form.dataFrom.trim()) errors.dataFrom = "required";
  const height = Number(form.colHeight);
  if (form.colHeight.trim() && (!Number.isInteger(height) || height < 50 || height > 2000))
    errors.colHeight = "height";
  if (form.supportRefesh) {
    const seconds = Number(form.refeshTime);
    if (
      !form.refeshTime.trim() ||
      !Number.isInteger(seconds) ||
      seconds < MIN_REFRESH_SECONDS ||
      seconds > MAX_REFRESH_SECONDS
    )
      errors.refeshTime = "refresh";
  }
  return errors;
}

/** The refresh interval to store: whole seconds the server accepts (0–86400), else none. */
function refreshSecondsOf(text: string): number | undefined {
  const seconds = Number(text);
  return text.trim() && Number.isInteger(seconds) && seconds >= 0 && seconds <= MAX_REFRESH_SECONDS
    ? seconds
    : undefined;
}

/** The save body of a form: the template as Base64 of its UTF-8 text, rights as the server stores them. */
export function payloadOf(form: ColumnForm): Partial<DesignedColumn> {
  const height = Number(form.colHeight);
  const refeshTime = refreshSecondsOf(form.refeshTime);
  return {
    ...form.kept,
    ...(form.id ? { id: form.id } : {}),
    name: form.name.trim(),
    nameI18n: { "zh-CN": form.name.trim(), "en-US": form.nameEn.trim() },
    alias: form.alias.trim(),
    colType: form.colType,
    dataMode: form.dataMode,
    dataFrom: form.dataFrom,
    requestType: form.requestType || undefined,
    dataParam: form.dataParam,
    needPage: form.needPage ? 1 : 0,
    colHeight: form.colHeight.trim() && Number.isFinite(height) ? height : 300,
    colUrl: form.colUrl,
    newWindow: form.newWindow ? 1 : 0,
    templateHtml: form.template ? encodeBase64Utf8(form.template) : "",
    supportRefesh: form.supportRefesh ? 1 : 0,
    ...(refeshTime === undefined ? {} : { refeshTime }),
    rights: { roles: idsOf(form.roles), orgs: idsOf(form.orgs), users: idsOf(form.users) },
  };
}

/** The column the preview renders: the form as the home page would receive it (always displayed). */
export function previewColumn(form: ColumnForm): DesignedColumn {
  const payload = payloadOf(form);
  return {
    ...payload,
    id: form.id ?? "preview",
    name: payload.name || form.alias || "—",
    alias: payload.alias || "preview",
    colType: form.colType,
    dataMode: form.dataMode,
    needPage: form.needPage ? 1 : 0,
    displayRights: true,
  } as DesignedColumn;
}
