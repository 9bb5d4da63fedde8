import { render, screen } from "@testing-library/react";
import type { InternalAxiosRequestConfig } from "axios";
import { createStore, Provider } from "jotai";
import { StrictMode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { beforeEach, describe, expect, it } from "vitest";
import { setRuntimeContext } from "../../../../api/hosts";
import { http } from "../../../../api/http";
import { type FakeAnswer, fakeAdapter, pathOf, TEST_CONTEXT } from "../../../../api/testing/fakeAdapter";
import { LocationProbe, renderRoutes } from "../../../../app/testing/renderRoutes";
import { currentUserAtom } from "../../../../platform/session/atoms";
import { ShortUrlPage } from "./ShortUrlPage";

const GUEST = {
  token: "gt-1",
  username: "访客",
  account: "guest",
  userId: "g1",
  expiration: 3600,
  loginStatus: 1,
  userAttrs: { tenantId: "t1", guest: true },
};

let calls: InternalAxiosRequestConfig[] = [];
const opened = (url: string) => ({ data: { state: true, value: { ...GUEST, url, guestToken: "gt-1" } } });
let shortAnswer: () => FakeAnswer | never = () => opened("/home");

beforeEach(() => {
  calls = [];
  setRuntimeContext({ ...TEST_CONTEXT });
  shortAnswer = () => opened("/home");
  http.defaults.adapter = fakeAdapter((config) => {
    calls.push(config);
    const path = pathOf(config);
    if (path === "/portal/shorturlManage/v1/getLongUrlByShortUrl") return shortAnswer();
    if (path === "/sso/auth")
      return { status: 403, data: { state: false, message: "访客令牌不能换取登录会话" } };
    return undefined;
  });
});

function renderShortUrl(code: string) {
  return renderRoutes(
    [
      { path: "/surl/:code", element: <ShortUrlPage /> },
      { path: "/home", element: <LocationProbe name="home" /> },
      { path: "/login", element: <LocationProbe name="login" /> },
      { path: "/messageFillPage/:tipId", element: <LocationProbe name="message" /> },
    ],
    `/surl/${code}`,
  );
}

describe("short links /surl/{code}", () => {
  it("starts the guest session from the short-link answer and opens the target, without /sso/auth", async () => {
    const { store } = renderShortUrl("welcome");
    expect(await screen.findByTestId("probe")).toHaveTextContent("home /home");
    const resolve = calls.find((c) => pathOf(c) === "/portal/shorturlManage/v1/getLongUrlByShortUrl");
    expect(resolve?.params).toEqual({ shortUrl: "surl/welcome" });
    expect(calls.filter((c) => pathOf(c) === "/sso/auth")).toHaveLength(0);
    expect(store.get(currentUserAtom)).toMatchObject({ token: "gt-1", account: "guest", guest: true });
  });

  it("falls back to the normal login when the answer carries no session", async () => {
    shortAnswer = () => ({ data: { state: true, value: { url: "/home", guestToken: "gt-1" } } });
    renderShortUrl("welcome");
    expect(await screen.findByTestId("probe")).toHaveTextContent("login /login");
  });

  it("resolves the link once even when the page mounts twice (StrictMode)", async () => {
    const router = createMemoryRouter(
      [
        { path: "/surl/:code", element: <ShortUrlPage /> },
        { path: "/home", element: <LocationProbe name="home" /> },
      ],
      { initialEntries: ["/surl/welcome"] },
    );
    render(
      <StrictMode>
        <Provider store={createStore()}>
          <RouterProvider router={router} />
        </Provider>
      </StrictMode>,
    );
    expect(await screen.findByTestId("probe")).toHaveTextContent("home /home");
    const resolves = calls.filter((c) => pathOf(c) === "/portal/shorturlManage/v1/getLongUrlByShortUrl");
    expect(resolves).toHaveLength(1);
  });

  it("goes to the message page when the server refuses the link", async () => {
    shortAnswer = () => ({ data: { state: false, message: "短链接不存在" } });
    renderShortUrl("nothing-here");
    expect(await screen.findByTestId("probe")).toHaveTextContent(
      `message /messageFillPage/${encodeURIComponent("短链接不存在")}`,
    );
  });

  it("falls back to the normal login when the network fails", async () => {
    shortAnswer = () => {
      throw new Error("Network Error");
    };
    renderShortUrl("welcome");
    expect(await screen.findByTestId("probe")).toHaveTextContent("login /login");
  });

  it("never follows a target outside the app", async () => {
    shortAnswer = () => opened("https://evil.test/");
    renderRoutes(
      [
        { path: "/surl/:code", element: <ShortUrlPage /> },
        { path: "/", element: <LocationProbe name="root" /> },
      ],
      "/surl/x",
    );
    expect(await screen.findByTestId("probe")).toHaveTextContent("root /");
  });
});
