import { BPM_ENGINE_MESSAGES } from "../bpm/engine/messages";
import { BPM_READ_MESSAGES } from "../bpm/read/messages";
import { FILE_MESSAGES } from "../services/files/messages";
import { HOME_MESSAGES } from "../services/home/messages";
import { SEAL_MESSAGES } from "../services/uc/sealMessages";

/** Every message the server shows a user, in both languages (zh-CN is the default). */
const MESSAGES = {
  ...BPM_ENGINE_MESSAGES,
  ...BPM_READ_MESSAGES,
  ...HOME_MESSAGES,
  ...SEAL_MESSAGES,
  ...FILE_MESSAGES,
  badRequest: ["错误的请求参数", "Invalid request parameters"],
  unauthorized: ["未登录或登录已过期，请重新登录", "You are not signed in or your session has expired"],
  forbidden: [
    "没有访问该接口的权限，请联系管理员",
    "You have no permission for this API; please contact the administrator",
  ],
  pwdChangeRequired: ["请先修改密码", "Please change your password first"],
  guestForbidden: [
    "访客只能查看短链接打开的页面，请登录后再访问",
    "A guest may only view the page its short link opens; please sign in for more",
  ],
  guestTicket: [
    "访客令牌不能换取登录会话，请重新打开短链接",
    "A guest token cannot be exchanged for a session; please open the short link again",
  ],
  notFound: ["请求的资源不存在", "The requested resource does not exist"],
  internal: ["服务器内部错误", "Internal server error"],
  badCredentials: ["账号或密码错误", "Wrong account or password"],
  userDisabled: ["账号被禁用或离职", "The account is disabled or has left the company"],
  tooManyFailures: [
    "登录失败次数过多，请{n}分钟后再试",
    "Too many failed sign-ins; try again in {n} minutes",
  ],
  tooManyPwdFailures: [
    "旧密码错误次数过多，请{n}分钟后再试",
    "Too many wrong old passwords; try again in {n} minutes",
  ],
  loginUnlocked: ["已解除登录锁定", "The sign-in lock has been lifted"],
  tooManyRequests: ["请求过于频繁，请稍后再试", "Too many requests; please try again later"],
  tenantUnknown: ["租户不存在或已停用", "The tenant does not exist or is disabled"],
  badPasswordEncoding: ["密码格式不正确", "The password is not correctly encoded"],
  oldPwdWrong: ["旧密码错误", "The old password is wrong"],
  pwdTooShort: ["新密码长度至少为{n}", "The new password needs at least {n} characters"],
  pwdRule2: ["新密码必须同时包含数字和字母", "The new password needs digits and letters"],
  pwdRule3: [
    "新密码必须同时包含数字、字母和特殊字符",
    "The new password needs digits, letters and special characters",
  ],
  pwdRule4: [
    "新密码必须同时包含数字、大写字母、小写字母和特殊字符",
    "The new password needs digits, upper and lower case letters and special characters",
  ],
  pwdSameAsOld: ["新密码不能与旧密码相同", "The new password must differ from the old one"],
  pwdIsInitial: ["新密码不能使用初始密码", "The new password must not be the initial password"],
  pwdChanged: ["修改密码成功", "Password changed"],
  signedOut: ["退出登录成功", "Signed out"],
  shortUrlMissing: ["短链接不存在", "The short link does not exist"],
  shortUrlExpired: ["短链接已失效", "The short link has expired"],
  unknownProperty: ["不支持的查询字段：{property}", "Unsupported query property: {property}"],
  unknownSort: ["不支持的排序字段：{property}", "Unsupported sort property: {property}"],
  badQueryValue: ["查询条件 {property} 的值不正确", "The value of query condition {property} is invalid"],
  queryValueTooLong: [
    "查询条件 {property} 的值过长（最多{n}个字符）",
    "The value of query condition {property} is too long (at most {n} characters)",
  ],
  queryLikeWildcards: [
    "查询条件 {property} 含有过多的 % _ \\ 字符（最多{n}个）",
    "The value of query condition {property} holds too many % _ \\ characters (at most {n})",
  ],
  queryTooManyValues: [
    "查询条件 {property} 的值过多（最多{n}个）",
    "Query condition {property} has too many values (at most {n})",
  ],
  badPageBean: [
    "分页参数超出范围（页码最大{page}，每页最多{pageSize}条）",
    "Paging is out of range (page at most {page}, page size at most {pageSize})",
  ],
  badCharacter: [
    "请求参数含有不允许的字符（NUL）",
    "The request holds a character that is not allowed (NUL)",
  ],
  tooDeep: ["请求参数嵌套过深", "The request is nested too deeply"],
  queryTimeout: [
    "查询超时，请缩小查询范围后重试",
    "The query took too long; please narrow the search and try again",
  ],
  userNotFound: ["用户不存在", "The user does not exist"],
  saved: ["保存成功", "Saved"],
  removed: ["删除成功", "Deleted"],
  messagesMarked: ["已标记为已读", "Marked as read"],
  tooManyStreams: [
    "打开的页面过多，请关闭部分页面后重试",
    "Too many pages are open; close some and try again",
  ],
  formAliasEmpty: ["别名不能为空", "The alias must not be empty"],
  formAliasBad: [
    "别名只能包含字母、数字和下划线，且以字母开头",
    "The alias may hold letters, digits and underscores, starting with a letter",
  ],
  formAliasExists: ["别名已存在", "The alias already exists"],
  formAliasNotFound: ["未找到别名为 {alias} 的相关查询", "No query found with the alias {alias}"],
  formConditionJson: ["条件字段JSON格式错误", "The condition field JSON is wrong"],
  formFieldJson: ["{field} 不是有效的JSON", "{field} is not valid JSON"],
  formPostParamJson: ["POST参数不是有效的JSON格式", "The POST parameter is not valid JSON"],
  formRestfulUrlEmpty: ["RESTful地址为空", "The RESTful url is empty"],
  formRestfulClient: [
    "RESTful类型的定义由前端直接请求其地址",
    "A RESTful definition is requested by the client at its url",
  ],
  formObjectUnknown: ["不支持的数据对象：{name}", "Unsupported data object: {name}"],
  formColumnUnknown: ["数据对象 {object} 没有字段 {field}", "The data object {object} has no field {field}"],
  formBadAggregate: ["不支持的聚合函数：{fn}", "Unsupported aggregate function: {fn}"],
  formBadCondition: ["不支持的查询条件：{op}", "Unsupported query condition: {op}"],
  formMapParam: ["mapParam 格式错误", "mapParam is malformed"],
  formNotVisible: [
    "您没有使用 {alias} 的权限，请联系管理员",
    "You may not use {alias}; please contact the administrator",
  ],
  formVisibilityBad: [
    'visibility 格式错误：应为 {"roles": [角色别名], "orgs": [组织ID]}',
    'visibility is malformed: expected {"roles": [role aliases], "orgs": [org ids]}',
  ],
  formQueryData: ["queryData 不是有效的Base64编码JSON", "queryData is not Base64-encoded JSON"],
} as const satisfies Record<string, readonly [string, string]>;

export type MessageKey = keyof typeof MESSAGES;
export type Lang = "zh-CN" | "en-US";

/** Picks the language from an Accept-Language header: en… → en-US, anything else → zh-CN. */
export function langOf(acceptLanguage: string | undefined): Lang {
  return acceptLanguage?.trim().toLowerCase().startsWith("en") ? "en-US" : "zh-CN";
}

/** The message for a key in a language, with {name} placeholders filled. */
export function message(key: MessageKey, lang: Lang, params: Record<string, string | number> = {}): string {
  const [zh, en] = MESSAGES[key];
  const text: string = lang === "en-US" ? en : zh;
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}
