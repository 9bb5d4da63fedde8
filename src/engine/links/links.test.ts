import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import {
  appPathOfHref,
  followAppLink,
  isAllowedImage,
  type LinkClick,
  linkHref,
  mayCarryToken,
  policyOf,
  safeLink,
} from "./links";

const ORIGIN = "https://portal.example.com";
const policy = policyOf(
  {
    portal: ORIGIN,
    uc: "https://uc.example.com/uc",
    form: ORIGIN,
    bpmModel: ORIGIN,
    bpmRunTime: ORIGIN,
    front: ORIGIN,
    trustedLinkHosts: ["https://wiki.example.com"],
    trustedImageHosts: ["https://img.example.com/"],
  },
  ORIGIN,
);

const HOSTILE = [
  "javascript:alert(1)",
  "javascript://%0aalert(document.cookie)",
  "JaVaScRiPt://%0Aalert(1)",
  " javascript:alert(1)",
  "\u0001javascript:alert(1)",
  "java\tscript:alert(1)",
  "java\nscript://%0aalert(1)",
  "vbscript:msgbox(1)",
  "data:text/html,<script>alert(1)</script>",
  "DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
  "//evil.example/x",
  "/\\evil.example/x",
  "\\\\evil.example",
  "https://evil.example/",
  "http://evil.example:80@portal.example.com.evil.example/",
  "https://portal.example.com@evil.example/",
  "https:evil.example",
  "http:/evil.example",
  "ftp://portal.example.com/",
  "blob:https://portal.example.com/1",
  "file:///etc/passwd",
  "mailto:a@b.c",
  "?redirect=x",
  "mail.example.com",
  "v-flow/v-todo",
  "#top",
  "",
  "   ",
];

describe("the link rule", () => {
  it.each(HOSTILE)("refuses %j", (raw) => {
    expect(safeLink(raw, policy)).toBeNull();
    expect(linkHref(raw, "/fvue", policy)).toBeNull();
  });

  it("accepts app paths and http(s) on our and allowed hosts", () => {
    expect(safeLink(" /v-flow/v-todo?x=1 ", policy)).toEqual({ kind: "app", path: "/v-flow/v-todo?x=1" });
    expect(safeLink("HTTPS://WIKI.example.com/a b".replace(" ", "%20"), policy)).toEqual({
      kind: "external",
      url: "https://wiki.example.com/a%20b",
    });
    expect(safeLink("https://uc.example.com/other", policy)).toEqual({
      kind: "external",
      url: "https://uc.example.com/other",
    });
    expect(linkHref("/home", "/fvue", policy)).toBe("/fvue/home");
    expect(linkHref("/fvue/home", "/fvue", policy)).toBe("/fvue/home");
    expect(linkHref("/fvuex", "/fvue", policy)).toBe("/fvue/fvuex");
    expect(linkHref(`${ORIGIN}/docs`, "/fvue", policy)).toBe(`${ORIGIN}/docs`);
  });

  it("never answers a link that leaves for another origin or runs a scheme other than http(s)", () => {
    const anyScheme = fc.stringMatching(/^[a-zA-Z][a-zA-Z0-9+.-]{0,10}$/);
    const junk = fc.string({
      maxLength: 6,
      unit: fc.constantFrom(" ", "\t", "\n", "\u0000", "\u007f", "/", "\\"),
    });
    fc.assert(
      fc.property(junk, anyScheme, junk, fc.string({ maxLength: 30 }), (pre, scheme, mid, rest) => {
        const raw = `${pre}${scheme}:${mid}${rest}`;
        const link = safeLink(raw, policy);
        if (!link) return;
        if (link.kind === "app") {
          // An app path stays on our origin whatever the browser does with it.
          expect(new URL(link.path, `${ORIGIN}/`).origin).toBe(ORIGIN);
          expect(link.path.startsWith("//")).toBe(false);
        } else {
          const url = new URL(link.url);
          expect(["http:", "https:"]).toContain(url.protocol);
          expect([ORIGIN, ...policy.linkOrigins]).toContain(url.origin);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it("resolves every accepted app path to our own origin, whatever string it is given", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (raw) => {
        const link = safeLink(raw, policy);
        if (link?.kind === "app") expect(new URL(link.path, `${ORIGIN}/`).origin).toBe(ORIGIN);
        if (link?.kind === "external") expect(policy.linkOrigins).toContain(new URL(link.url).origin);
      }),
      { numRuns: 2000 },
    );
  });
});

describe("where the token may go", () => {
  it("goes to our origin (relative or absolute) and the service hosts only", () => {
    expect(mayCarryToken("/portal/x", policy)).toBe(true);
    expect(mayCarryToken(`${ORIGIN}/portal/x`, policy)).toBe(true);
    expect(mayCarryToken("https://uc.example.com/uc/refresh", policy)).toBe(true);
    expect(mayCarryToken("https://wiki.example.com/api", policy)).toBe(false);
    expect(mayCarryToken("https://evil.example/data", policy)).toBe(false);
    expect(mayCarryToken("//evil.example/data", policy)).toBe(false);
    expect(mayCarryToken("http://portal.example.com/x", policy)).toBe(false);
  });
});

describe("which images sanitised HTML may load", () => {
  it("loads our own, allowed hosts' and data: images only", () => {
    expect(isAllowedImage("/fvue/logo.png", policy)).toBe(true);
    expect(isAllowedImage("logo.png", policy)).toBe(true);
    expect(isAllowedImage("data:image/png;base64,iVBORw0KGgo=", policy)).toBe(true);
    expect(isAllowedImage("https://img.example.com/a.png", policy)).toBe(true);
    expect(isAllowedImage("https://evil.example/track.gif", policy)).toBe(false);
    expect(isAllowedImage("//evil.example/track.gif", policy)).toBe(false);
    expect(isAllowedImage("data:text/html,<b>x</b>", policy)).toBe(false);
    expect(isAllowedImage("javascript:alert(1)", policy)).toBe(false);
  });
});

describe("app links under the base", () => {
  it("reads the app path of an href under /fvue, and nothing else", () => {
    expect(appPathOfHref("/fvue/v-flow/v-todo")).toBe("/v-flow/v-todo");
    expect(appPathOfHref("/fvue/meetingList/0?x=1#top")).toBe("/meetingList/0?x=1#top");
    expect(appPathOfHref("/fvue")).toBe("/");
    expect(appPathOfHref("/fvue?a=1")).toBe("/?a=1");
    expect(appPathOfHref("/fvuex/home")).toBeNull();
    expect(appPathOfHref("/fvue//evil.example")).toBeNull();
    expect(appPathOfHref("/api/x")).toBeNull();
    expect(appPathOfHref("https://portal.example.com/fvue/home")).toBeNull();
    expect(appPathOfHref(null)).toBeNull();
  });

  it("resolves a configured relative link under the base and back to the same app path", () => {
    for (const path of [
      "/v-flow/v-todo",
      "/meetingList/0",
      "/newsList/1",
      "/statement/template/form/a/get/true?id=1",
    ]) {
      const href = linkHref(path, "/fvue", policy);
      expect(href).toBe(`/fvue${path}`);
      expect(appPathOfHref(href)).toBe(path);
    }
  });

  function anchorClick(attributes: Record<string, string>, init: Partial<LinkClick> = {}) {
    const anchor = document.createElement("a");
    for (const [name, value] of Object.entries(attributes)) anchor.setAttribute(name, value);
    const span = document.createElement("span");
    anchor.append(span);
    let prevented = false;
    const click: LinkClick = {
      target: span,
      button: 0,
      metaKey: false,
      ctrlKey: false,
      shiftKey: false,
      altKey: false,
      defaultPrevented: false,
      preventDefault: () => {
        prevented = true;
      },
      ...init,
    };
    return { click, prevented: () => prevented };
  }

  it("follows a plain click on an app link with the router, and only that", () => {
    const navigate = vi.fn();
    const plain = anchorClick({ href: "/fvue/v-flow/v-todo" });
    expect(followAppLink(plain.click, navigate)).toBe(true);
    expect(plain.prevented()).toBe(true);
    expect(navigate).toHaveBeenCalledWith("/v-flow/v-todo");

    const left = [
      anchorClick({ href: "/fvue/home" }, { ctrlKey: true }),
      anchorClick({ href: "/fvue/home" }, { button: 1 }),
      anchorClick({ href: "/fvue/home", target: "_blank" }),
      anchorClick({ href: "/fvue/home", download: "" }),
      anchorClick({ href: "https://portal.example.com/x" }),
      anchorClick({ href: "/other/app" }),
      anchorClick({}),
    ];
    for (const other of left) {
      expect(followAppLink(other.click, navigate)).toBe(false);
      expect(other.prevented()).toBe(false);
    }
    expect(navigate).toHaveBeenCalledTimes(1);
  });
});
