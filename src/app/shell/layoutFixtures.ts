import type { SysMenu, UserDetail } from "../../api/contract";
import type { CurrentUser } from "../../platform/session/atoms";

/**
 * Sample data shaped like the seeded platform tenant, for the shell's stories and tests.
 * It is data only: nothing here imitates the server's behaviour.
 */

let nextId = 1;

/** A menu node with the defaults of the contract filled in. */
export function menu(alias: string, name: string, sn: number, extra: Partial<SysMenu> = {}): SysMenu {
  const id = String(nextId++);
  const children = (extra.children ?? []).map((child) => ({ ...child, parentId: id }));
  return { id, parentId: "0", alias, name, sn, open: false, ...extra, children };
}

/** A front menu like the seed's, with a flow centre and enough top items to overflow a narrow header. */
export const sampleMenus: SysMenu[] = [
  menu("home", "首页", 1, { path: "/home", menuIcon: "home" }),
  menu("v-flow", "流程中心", 10, {
    menuIcon: "flows",
    children: [
      menu("v-todo", "待办事项", 1, { menuIcon: "inbox" }),
      menu("v-todoRead", "待阅事项", 2, { menuIcon: "eye-open" }),
      menu("v-done", "已办事项", 3, { menuIcon: "tick-circle" }),
      menu("v-myRequest", "我的请求", 4, { menuIcon: "send-message" }),
      menu("v-leader", "领导待办", 5, { menuIcon: "crown" }),
      menu("v-flowQuery", "流程查询", 6, {
        menuIcon: "search",
        children: [menu("v-instQuery", "实例查询", 1), menu("v-copyQuery", "抄送查询", 2)],
      }),
    ],
  }),
  menu("v-content", "内容中心", 20, {
    menuIcon: "manual",
    children: [menu("v-news", "新闻动态", 1), menu("v-notice", "通知公告", 2)],
  }),
  menu("v-mail", "邮件", 30, { menuIcon: "envelope" }),
  menu("v-personal", "个人办公", 40, {
    menuIcon: "person",
    children: [menu("v-schedule", "我的日程", 1), menu("v-address", "通讯录", 2)],
  }),
  menu("v-system", "规章制度", 50, { path: "/v-system", menuIcon: "book" }),
  menu("v-statement", "统计报表", 60, { menuIcon: "timeline-bar-chart" }),
  menu("v-help", "帮助", 90, {
    menuIcon: "help",
    children: [menu("api-docs", "接口文档", 1, { href: "/docs" })],
  }),
];

/** The seed's staff member 张三 of 研发部, signed in. */
export const sampleUser: CurrentUser = {
  token: "sample-token",
  username: "张三",
  account: "zhangsan",
  userId: "u-zhangsan",
  expiration: 3600,
  loginStatus: 1,
  loginTime: Date.UTC(2025, 0, 6, 1, 0, 0),
  userAttrs: { tenantId: "t-platform" },
};

/** 张三's detail: one master org, two posts, roles joined with "|" as the server may send them. */
export const sampleUserDetail: UserDetail = {
  user: {
    id: "u-zhangsan",
    fullname: "张三",
    account: "zhangsan",
    mobile: "13800000001",
    email: "zhangsan@example.com",
    sex: "男",
    status: 1,
  },
  role: [
    { roleName: "普通员工|研发人员", alias: "staff" },
    { roleName: "流程发起人", alias: "flowStarter" },
  ],
  post: [
    { postId: "p1", postName: "软件工程师", postCode: "engineer", pathName: "平台/研发部/软件工程师" },
    { postId: "p2", postName: "项目联络人", postCode: "liaison", pathName: "平台/研发部/项目联络人" },
  ],
  org: [
    { orgId: "o-rd", orgName: "研发部", orgCode: "rd", pathName: "平台/研发部", isMaster: 1 },
    {
      orgId: "o-pm",
      orgName: "项目管理办公室",
      orgCode: "pmo",
      pathName: "平台/项目管理办公室",
      isMaster: 0,
    },
  ],
};
