import { cleanup, render, screen } from "@testing-library/react";
import { createStore, Provider } from "jotai";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { describe, expect, it } from "vitest";
import "../../i18n";
import { encodeBase64Utf8 } from "../../api/base64";
import { policyOf } from "../../engine/links";
import { currentUserAtom, menusAtom } from "../../platform/session/atoms";
import FramePage from "./FramePage";
import { buildFrameUrl, type FrameUrlOptions } from "./frameUrl";
import { sampleMenus, sampleUser } from "./layoutFixtures";

const NOW = 1_736_000_000_000;

function renderFrame(href: string | null) {
  const store = createStore();
  store.set(currentUserAtom, sampleUser);
  store.set(menusAtom, sampleMenus);
  const query = href === null ? "" : `?href=${encodeURIComponent(href)}`;
  const router = createMemoryRouter([{ path: "/:menuAlias/href/template/:alias", element: <FramePage /> }], {
    initialEntries: [`/v-help/href/template/api-docs${query}`],
  });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
}

const POLICY = policyOf(
  {
    portal: "https://erp.example.com",
    trustedLinkHosts: ["https://elsewhere.example.org", "https://wiki.example.com"],
  },
  "http://portal.test",
);

/** buildFrameUrl of a menu whose configured target is the link itself. */
function frameOf(href: string, options: FrameUrlOptions = {}) {
  return buildFrameUrl(encodeBase64Utf8(href), href, { policy: POLICY, ...options });
}

describe("buildFrameUrl (menu links in the embedded frame, spec 1 §2 Layout)", () => {
  it("appends the user's token and a _t reload timestamp to a link of the portal's own hosts", () => {
    const result = frameOf("https://erp.example.com/report?id=7#top", { token: "tok en", now: NOW });
    expect(result).toEqual({
      ok: true,
      url: `https://erp.example.com/report?id=7&token=tok%20en&_t=${NOW}#top`,
    });
  });

  it("never hands the token to an allowed third-party site, but still sets _t", () => {
    const result = frameOf("https://elsewhere.example.org/page", { token: "secret", now: NOW });
    expect(result).toEqual({ ok: true, url: `https://elsewhere.example.org/page?_t=${NOW}` });
  });

  it("does not append a token when the link already has one", () => {
    const result = frameOf("https://erp.example.com/?token=own", { token: "mine", now: NOW });
    expect(result).toEqual({ ok: true, url: `https://erp.example.com/?token=own&_t=${NOW}` });
  });

  it("keeps a same-origin relative link relative", () => {
    expect(frameOf("/fvue/statement/report", { token: "t", now: NOW })).toEqual({
      ok: true,
      url: `/fvue/statement/report?token=t&_t=${NOW}`,
    });
  });

  it.each(["/docs", "/docs/", "/openapi.json"])("never puts the token into the address of %s", (href) => {
    expect(frameOf(href, { token: "t", now: NOW })).toEqual({ ok: true, url: `${href}?_t=${NOW}` });
  });

  it("decodes links holding non-Latin characters (Base64 of UTF-8)", () => {
    const result = frameOf("https://wiki.example.com/制度?分类=人事", { now: NOW });
    expect(result.ok && decodeURI(result.url)).toBe(`https://wiki.example.com/制度?分类=人事&_t=${NOW}`);
  });

  it.each([
    "javascript:alert(document.cookie)",
    "  JavaScript:alert(1)",
    "java\tscript:alert(1)",
    "javascript://%0aalert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "file:///etc/passwd",
    "//evil.example/",
    "https://evil.example/",
  ])("rejects %j as unsafe even when a menu names it", (href) => {
    expect(frameOf(href, { token: "t", now: NOW })).toEqual({ ok: false, error: "unsafe" });
  });

  it("frames only the target configured on the menu, never a crafted link", () => {
    const crafted = encodeBase64Utf8("https://erp.example.com/phish");
    expect(buildFrameUrl(crafted, "https://erp.example.com/report", { policy: POLICY })).toEqual({
      ok: false,
      error: "notMenu",
    });
    expect(buildFrameUrl(crafted, null, { policy: POLICY })).toEqual({ ok: false, error: "notMenu" });
  });

  it("reports a missing or unreadable href", () => {
    expect(buildFrameUrl(null, "/docs")).toEqual({ ok: false, error: "missing" });
    expect(buildFrameUrl("%%%not base64%%%", "/docs")).toEqual({ ok: false, error: "invalid" });
    expect(buildFrameUrl(btoa("\xff\xfe"), "/docs")).toEqual({ ok: false, error: "invalid" });
  });
});

describe("FramePage", () => {
  it("shows the menu's link in a frame titled with the menu name, with _t appended and no token for the API docs", () => {
    renderFrame(encodeBase64Utf8("/docs"));
    const frame = screen.getByTitle("接口文档");
    expect(frame.tagName).toBe("IFRAME");
    const src = new URL(frame.getAttribute("src")!, "http://portal.test");
    expect(src.pathname).toBe("/docs");
    expect(src.searchParams.has("token")).toBe(false);
    expect(Number(src.searchParams.get("_t"))).toBeGreaterThan(0);
    expect(screen.getByRole("heading", { name: "接口文档" })).toBeInTheDocument();
  });

  it("refuses a crafted link that is not the menu's configured target (javascript: or any http page)", () => {
    for (const href of ["javascript:alert(1)", "https://evil.example/phish"]) {
      renderFrame(encodeBase64Utf8(href));
      expect(document.querySelector("iframe")).toBeNull();
      expect(screen.getByText("链接无效")).toBeInTheDocument();
      expect(screen.getByText("该地址不是已配置的菜单链接，不能在此打开。")).toBeInTheDocument();
      cleanup();
    }
  });

  it("shows an error for an href that is not valid Base64", () => {
    renderFrame("not*base64");
    expect(document.querySelector("iframe")).toBeNull();
    expect(screen.getByText("菜单链接无法解析，请联系管理员检查菜单配置。")).toBeInTheDocument();
  });
});
