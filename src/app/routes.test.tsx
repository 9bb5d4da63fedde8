import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { setRuntimeContext } from "../api/hosts";
import { http } from "../api/http";
import { fakeAdapter, pathOf, TEST_CONTEXT } from "../api/testing/fakeAdapter";
import type { RouteHandle } from "../platform/routeMeta";
import { resetEntryAttempts } from "./guards/EntryGuard";
import { appRoutes } from "./routes";
import { renderRoutes } from "./testing/renderRoutes";

beforeEach(() => {
  resetEntryAttempts();
  setRuntimeContext({ ...TEST_CONTEXT });
  http.defaults.adapter = fakeAdapter((config) =>
    pathOf(config) === "/sys/sysProperties/v1/getDecryptBySysSetting"
      ? { data: { alias: "sysSetting", value: "{}" } }
      : undefined,
  );
});

function flatten(routes: typeof appRoutes, prefix = ""): { path: string; handle?: RouteHandle }[] {
  return routes.flatMap((route) => {
    const path = route.path ? `${prefix}/${route.path}`.replace(/\/+/g, "/") : prefix;
    const own = route.path ? [{ path, handle: route.handle as RouteHandle | undefined }] : [];
    return [...own, ...flatten(route.children ?? [], path)];
  });
}

describe("route table", () => {
  it("marks exactly the spec's anonymous routes (plus short links and not-found) as anonymous", () => {
    const anonymous = flatten(appRoutes)
      .filter((r) => r.handle?.anonymous)
      .map((r) => r.path);
    expect(anonymous).toEqual([
      "/login",
      "/login/:tenant",
      "/resetPwdView",
      "/messageFillPage/:tipId",
      "/surl/:code",
      "/*",
    ]);
  });

  it("shows the not-found page for an unknown path", async () => {
    renderRoutes(appRoutes, "/this/does/not/exist");
    expect(await screen.findByText("啊哦，你所访问的页面不存在")).toBeInTheDocument();
  });

  it("sends a protected deep link without a session to the login page with the redirect", async () => {
    const { router } = renderRoutes(appRoutes, "/home?from=mail");
    expect(await screen.findByRole("heading", { name: "用户登录" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/login");
    expect(router.state.location.search).toBe("?redirect=%2Fhome%3Ffrom%3Dmail");
  });
});
