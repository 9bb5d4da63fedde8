/** Messages of the home page's server side ([zh-CN, en-US]); merged into server/http/messages.ts. */
export const HOME_MESSAGES = {
  homeColumnAliasExists: ["栏目别名 {alias} 已存在", "The column alias {alias} already exists"],
  homeColumnAliasBad: [
    "栏目别名只能包含字母、数字和下划线，且以字母开头",
    "A column alias may hold letters, digits and underscores, starting with a letter",
  ],
  homeColumnUnknown: ["栏目 {alias} 不存在", "The column {alias} does not exist"],
  homeColumnJson: ["栏目的 {field} 不是有效的JSON", "The column's {field} is not valid JSON"],
  homeColumnTemplate: ["栏目模板不是有效的Base64编码", "The column template is not valid Base64"],
  homeLayoutSaved: ["保存布局成功", "Layout saved"],
  homeLayoutReset: ["已恢复默认布局", "The default layout is back"],
  homeRemindRemoved: ["已不再提醒", "You will not be reminded again"],
  homeReportNotFound: ["报表 {id} 不存在", "The report {id} does not exist"],
} as const satisfies Record<string, readonly [string, string]>;
