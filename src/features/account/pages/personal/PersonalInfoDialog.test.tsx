import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createStore } from "jotai";
import { beforeEach, describe, expect, it } from "vitest";
import { setRuntimeContext } from "../../../../api/hosts";
import { http } from "../../../../api/http";
import { type FakeAnswer, fakeAdapter, pathOf, TEST_CONTEXT } from "../../../../api/testing/fakeAdapter";
import { renderRoutes } from "../../../../app/testing/renderRoutes";
import { type CurrentUser, currentUserAtom, userDetailAtom } from "../../../../platform/session/atoms";
import { PersonalInfoDialog } from "./PersonalInfoDialog";

const USER: CurrentUser = {
  token: "jwt-1",
  username: "钱七",
  account: "qianqi",
  userId: "u7",
  expiration: 86400,
  loginStatus: 1,
  userAttrs: { tenantId: "t1" },
  loginTime: Date.now(),
};

const DETAIL = {
  user: {
    id: "u7",
    fullname: "钱七",
    account: "qianqi",
    mobile: "13800000007",
    email: "qq@test",
    sex: "女",
    status: 1,
  },
  role: [{ roleName: "会计|普通员工", alias: "acc" }],
  post: [{ postId: "p1", postName: "会计", postCode: "acc", pathName: "总部/财务部/会计" }],
  org: [
    { orgId: "o2", orgName: "项目组", orgCode: "pg", pathName: "总部/项目组", isMaster: 0 },
    { orgId: "o1", orgName: "财务部", orgCode: "fin", pathName: "总部/财务部", isMaster: 1 },
  ],
};

let detailAnswer: () => FakeAnswer = () => ({ data: DETAIL });

beforeEach(() => {
  detailAnswer = () => ({ data: DETAIL });
  setRuntimeContext({ ...TEST_CONTEXT });
  http.defaults.adapter = fakeAdapter((config) =>
    pathOf(config) === "/api/user/v1/user/getDetailByAccountOrId" ? detailAnswer() : undefined,
  );
});

function renderDialog() {
  const store = createStore();
  store.set(currentUserAtom, USER);
  const view = renderRoutes(
    [{ path: "/", element: <PersonalInfoDialog isOpen onClose={() => {}} /> }],
    "/",
    store,
  );
  return { ...view, store };
}

describe("PersonalInfoDialog", () => {
  it("shows the user's fields, roles, posts and orgs with the master org marked first", async () => {
    const { store } = renderDialog();
    const dialog = await screen.findByRole("dialog");
    expect(await within(dialog).findByText("13800000007")).toBeInTheDocument();
    expect(within(dialog).getByText("正常")).toBeInTheDocument();
    expect(within(dialog).getByText("普通员工")).toBeInTheDocument();
    expect(within(dialog).getAllByText("会计").length).toBeGreaterThanOrEqual(2);
    const rows = within(dialog)
      .getAllByRole("row")
      .map((row) => row.textContent);
    const finance = rows.findIndex((text) => text?.includes("财务部") && text.includes("主组织"));
    const project = rows.findIndex((text) => text?.includes("项目组"));
    expect(finance).toBeGreaterThan(-1);
    expect(finance).toBeLessThan(project);
    expect(store.get(userDetailAtom)?.user.account).toBe("qianqi");
  });

  it("says so when there are no roles, posts or orgs", async () => {
    detailAnswer = () => ({ data: { ...DETAIL, role: [], post: [], org: [] } });
    renderDialog();
    expect(await screen.findByText("暂无角色")).toBeInTheDocument();
    expect(screen.getByText("暂无岗位")).toBeInTheDocument();
    expect(screen.getByText("暂无组织")).toBeInTheDocument();
  });

  it("shows the failure with its log id and retries", async () => {
    detailAnswer = () => ({ status: 500, data: { state: false, message: "查询失败", logId: "P1" } });
    renderDialog();
    expect(await screen.findByText("加载个人信息失败")).toBeInTheDocument();
    expect(screen.getByText("查询失败 【日志ID：P1】")).toBeInTheDocument();
    detailAnswer = () => ({ data: DETAIL });
    await userEvent.setup().click(screen.getByRole("button", { name: "重试" }));
    expect(await screen.findByText("13800000007")).toBeInTheDocument();
  });
});
