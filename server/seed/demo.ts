/** The demo organisation: tenants, org trees, people, roles, posts and the front menu. */

export const DEMO_PASSWORD = "Passw0rd!";
export const INITIAL_PASSWORD = "Init@123";

export interface SeedTenant {
  id: string;
  code: string;
  name: string;
  nameFront: string;
  color: string;
  mark: string;
}

export const TENANTS: SeedTenant[] = [
  {
    id: "t-platform",
    code: "platform",
    name: "Tessera 平台",
    nameFront: "Tessera 协同办公门户",
    color: "#2d72d2",
    mark: "T",
  },
  {
    id: "t-acme",
    code: "acme",
    name: "ACME 有限公司",
    nameFront: "ACME 办公门户",
    color: "#c87619",
    mark: "A",
  },
];

/** [id, tenant, parent, name, code, sn] */
export const ORGS: [string, string, string | null, string, string, number][] = [
  ["o-root", "t-platform", null, "Tessera 集团", "root", 1],
  ["o-gm", "t-platform", "o-root", "总经办", "gm", 1],
  ["o-rd", "t-platform", "o-root", "研发部", "rd", 2],
  ["o-fin", "t-platform", "o-root", "财务部", "fin", 3],
  ["o-it", "t-platform", "o-root", "信息中心", "it", 4],
  ["o-acme", "t-acme", null, "ACME 有限公司", "acme", 1],
];

/** [alias, name] per tenant; sysAdmin sees every menu and holds every method right. */
export const ROLES: [string, string][] = [
  ["sysAdmin", "系统管理员"],
  ["staff", "普通员工"],
  ["deptManager", "部门经理"],
  ["secretary", "秘书"],
  ["executive", "公司领导"],
  ["finance", "财务人员"],
  ["guest", "访客"],
];

/** [code, name, org] */
export const POSTS: [string, string, string][] = [
  ["gm", "总经理", "o-gm"],
  ["rd-manager", "研发部经理", "o-rd"],
  ["rd-engineer", "研发工程师", "o-rd"],
  ["rd-secretary", "部门秘书", "o-rd"],
  ["accountant", "会计", "o-fin"],
  ["it-admin", "系统管理员", "o-it"],
];

export interface SeedUser {
  account: string;
  fullname: string;
  tenant: string;
  org: string;
  roles: string[];
  posts: string[];
  sex: string;
  mobile: string;
  email: string;
  initial?: boolean;
  guest?: boolean;
}

export const USERS: SeedUser[] = [
  {
    account: "admin",
    fullname: "系统管理员",
    tenant: "t-platform",
    org: "o-it",
    roles: ["sysAdmin", "staff"],
    posts: ["it-admin"],
    sex: "男",
    mobile: "13800000000",
    email: "admin@tessera.example",
  },
  {
    account: "zhangsan",
    fullname: "张三",
    tenant: "t-platform",
    org: "o-rd",
    roles: ["staff"],
    posts: ["rd-engineer"],
    sex: "男",
    mobile: "13800000001",
    email: "zhangsan@tessera.example",
  },
  {
    account: "lisi",
    fullname: "李四",
    tenant: "t-platform",
    org: "o-rd",
    roles: ["staff", "deptManager"],
    posts: ["rd-manager"],
    sex: "男",
    mobile: "13800000002",
    email: "lisi@tessera.example",
  },
  {
    account: "wangwu",
    fullname: "王五",
    tenant: "t-platform",
    org: "o-rd",
    roles: ["staff", "secretary"],
    posts: ["rd-secretary"],
    sex: "女",
    mobile: "13800000003",
    email: "wangwu@tessera.example",
  },
  {
    account: "zhaoliu",
    fullname: "赵六",
    tenant: "t-platform",
    org: "o-gm",
    roles: ["staff", "executive"],
    posts: ["gm"],
    sex: "男",
    mobile: "13800000004",
    email: "zhaoliu@tessera.example",
  },
  {
    account: "qianqi",
    fullname: "钱七",
    tenant: "t-platform",
    org: "o-fin",
    roles: ["staff", "finance"],
    posts: ["accountant"],
    sex: "女",
    mobile: "13800000005",
    email: "qianqi@tessera.example",
  },
  {
    account: "newbie",
    fullname: "新同事",
    tenant: "t-platform",
    org: "o-rd",
    roles: ["staff"],
    posts: ["rd-engineer"],
    sex: "女",
    mobile: "13800000006",
    email: "newbie@tessera.example",
    initial: true,
  },
  {
    account: "guest",
    fullname: "访客",
    tenant: "t-platform",
    org: "o-root",
    roles: ["guest"],
    posts: [],
    sex: "",
    mobile: "",
    email: "",
    guest: true,
  },
  {
    account: "acme_admin",
    fullname: "ACME 管理员",
    tenant: "t-acme",
    org: "o-acme",
    roles: ["sysAdmin", "staff"],
    posts: [],
    sex: "男",
    mobile: "13900000000",
    email: "admin@acme.example",
  },
];

export interface SeedMenu {
  alias: string;
  name: string;
  nameEn: string;
  parent: string;
  sn: number;
  icon?: string;
  path?: string;
  href?: string;
  roles: string[];
}

/** The front menu: only screens that exist; later capabilities add theirs in their own migrations/seeds. */
export const MENUS: SeedMenu[] = [
  {
    alias: "front_menu",
    name: "前台菜单",
    nameEn: "Front menu",
    parent: "",
    sn: 1,
    roles: ["staff", "guest"],
  },
  {
    alias: "home",
    name: "首页",
    nameEn: "Home",
    parent: "front_menu",
    sn: 1,
    icon: "home",
    path: "/home",
    roles: ["staff", "guest"],
  },
  {
    alias: "v-flow",
    name: "流程中心",
    nameEn: "Flows",
    parent: "front_menu",
    sn: 10,
    icon: "flows",
    roles: ["staff"],
  },
  {
    alias: "v-todo",
    name: "待办事项",
    nameEn: "To-do",
    parent: "v-flow",
    sn: 1,
    icon: "inbox",
    path: "/v-flow/v-todo",
    roles: ["staff"],
  },
  {
    alias: "v-done",
    name: "已办事项",
    nameEn: "Done",
    parent: "v-flow",
    sn: 2,
    icon: "tick-circle",
    path: "/v-flow/v-done",
    roles: ["staff"],
  },
  {
    alias: "v-request",
    name: "我的请求",
    nameEn: "My requests",
    parent: "v-flow",
    sn: 3,
    icon: "send-to",
    path: "/v-flow/v-request",
    roles: ["staff"],
  },
  {
    alias: "v-flowList",
    name: "发起流程",
    nameEn: "Start a flow",
    parent: "v-flow",
    sn: 4,
    icon: "play",
    path: "/v-flow/v-flowList",
    roles: ["staff"],
  },
  {
    alias: "v-myDraft",
    name: "我的草稿",
    nameEn: "My drafts",
    parent: "v-flow",
    sn: 5,
    icon: "edit",
    path: "/v-flow/v-myDraft",
    roles: ["staff"],
  },
  {
    alias: "v-todoRead",
    name: "待阅",
    nameEn: "To read",
    parent: "v-flow",
    sn: 6,
    icon: "eye-open",
    path: "/v-flow/v-todoRead",
    roles: ["staff"],
  },
  {
    alias: "v-leader",
    name: "领导待办",
    nameEn: "Leaders' to-do",
    parent: "v-flow",
    sn: 7,
    icon: "people",
    path: "/v-flow/v-leader",
    roles: ["secretary"],
  },
  {
    alias: "statement",
    name: "报表中心",
    nameEn: "Reports",
    parent: "front_menu",
    sn: 60,
    icon: "timeline-bar-chart",
    roles: ["staff"],
  },
  {
    alias: "expense-query",
    name: "费用报销查询",
    nameEn: "Expense query",
    parent: "statement",
    sn: 1,
    icon: "search-template",
    path: "/statement/querySql/queryView/expenseQuery/expense-query",
    roles: ["staff"],
  },
  {
    alias: "expense-by-dept",
    name: "部门费用汇总",
    nameEn: "Expenses by department",
    parent: "statement",
    sn: 2,
    icon: "th-list",
    path: "/statement/querySql/queryView/expenseByDept/expense-by-dept",
    roles: ["staff"],
  },
  {
    alias: "sales-dashboard",
    name: "销售分析",
    nameEn: "Sales analysis",
    parent: "statement",
    sn: 3,
    icon: "chart",
    path: "/statement/template/preview/salesDashboard",
    roles: ["staff"],
  },
  {
    alias: "v-config",
    name: "配置工作台",
    nameEn: "Configuration",
    parent: "front_menu",
    sn: 80,
    icon: "code-block",
    roles: ["sysAdmin"],
  },
  {
    alias: "schema-playground",
    name: "文档试验台",
    nameEn: "Schema playground",
    parent: "v-config",
    sn: 1,
    icon: "code",
    path: "/v-config/playground",
    roles: ["sysAdmin"],
  },
  {
    alias: "v-home-column",
    name: "首页栏目",
    nameEn: "Home columns",
    parent: "v-config",
    sn: 2,
    icon: "control",
    path: "/v-config/homeColumns",
    roles: ["sysAdmin"],
  },
  {
    alias: "v-personal",
    name: "个人中心",
    nameEn: "Personal",
    parent: "front_menu",
    sn: 85,
    icon: "person",
    roles: ["staff"],
  },
  {
    alias: "v-myLayout",
    name: "我的首页布局",
    nameEn: "My home layout",
    parent: "v-personal",
    sn: 1,
    icon: "page-layout",
    path: "/v-personal/v-myLayout",
    roles: ["staff"],
  },
  {
    alias: "v-help",
    name: "帮助",
    nameEn: "Help",
    parent: "front_menu",
    sn: 90,
    icon: "help",
    roles: ["staff"],
  },
  {
    alias: "api-docs",
    name: "接口文档",
    nameEn: "API documentation",
    parent: "v-help",
    sn: 1,
    icon: "document",
    href: "/docs",
    roles: ["staff"],
  },
];

/** Method rights ([alias, name, menu]): checked on the server for the routes that need them. */
export const METHODS: [string, string, string][] = [
  ["tenantManage", "租户管理", "v-system-admin"],
  ["loginUnlock", "解除登录锁定", "v-system-admin"],
  ["homeColumnManage", "首页栏目管理", "v-home-column"],
];
