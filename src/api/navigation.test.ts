import { describe, expect, it } from "vitest";
import { encodeBase64Utf8 } from "./base64";
import { rememberLoginRoute } from "./clientState";
import { host, setRuntimeContext } from "./hosts";
import { currentAppPath, loginPathFor, safeRedirect } from "./navigation";
import { ssoLoginUrl, ssoLogoutUrl } from "./sso";
import { TEST_CONTEXT } from "./testing/fakeAdapter";

describe("redirect after login", () => {
  it("follows a path of this app", () => {
    expect(safeRedirect("/home")).toBe("/home");
    expect(safeRedirect("/v-flow/v-todo?page=2#x")).toBe("/v-flow/v-todo?page=2#x");
    expect(safeRedirect("/fvue/home")).toBe("/home");
  });

  it("refuses absolute, protocol-relative and script URLs", () => {
    for (const target of [
      "https://evil.test/",
      "//evil.test",
      "/\\evil.test",
      "javascript:alert(1)",
      "home",
      "/a\nb",
      "",
      null,
    ]) {
      expect(safeRedirect(target)).toBe("/");
    }
  });

  it("goes to the remembered login route with the wanted path", () => {
    expect(loginPathFor("/home?a=1")).toBe("/login?redirect=%2Fhome%3Fa%3D1");
    rememberLoginRoute("acme");
    expect(localStorage.getItem("loginRoute")).toBe("/login/acme");
    expect(localStorage.getItem("tenantCode")).toBe("acme");
    expect(loginPathFor("/")).toBe("/login/acme");
    expect(loginPathFor("/login/acme")).toBe("/login/acme");
  });

  it("strips the basename from the current address", () => {
    expect(currentAppPath({ pathname: "/fvue/home", search: "?x=1" })).toBe("/home?x=1");
    expect(currentAppPath({ pathname: "/fvue", search: "" })).toBe("/");
  });
});

describe("hosts", () => {
  it("throws a clear error for an undefined host", () => {
    setRuntimeContext({ ...TEST_CONTEXT, form: "" });
    expect(() => host("form")).toThrow('Service host "form" is not defined');
    expect(host("uc")).toBe("http://api.test");
  });
});

describe("single sign-on addresses", () => {
  it("builds the cas and oauth login addresses with the service", () => {
    const cas = ssoLoginUrl(
      { ...TEST_CONTEXT, ssoMode: "cas", ssoUrl: "https://cas.test/login" },
      "http://a/x",
    );
    expect(cas).toBe("https://cas.test/login?service=http%3A%2F%2Fa%2Fx");
    const oauth = ssoLoginUrl(
      { ...TEST_CONTEXT, ssoMode: "oauth", ssoUrl: "https://id.test/authorize", clientId: "tessera" },
      "http://a/x",
    );
    expect(oauth).toBe(
      "https://id.test/authorize?response_type=code&client_id=tessera&redirect_uri=http%3A%2F%2Fa%2Fx",
    );
    expect(
      ssoLogoutUrl({ ...TEST_CONTEXT, ssoMode: "cas", ssoLogoutUrl: "https://cas.test/logout" }, "http://a/"),
    ).toBe("https://cas.test/logout?service=http%3A%2F%2Fa%2F");
  });
});

describe("login password encoding", () => {
  it("is Base64 of the UTF-8 bytes", () => {
    expect(encodeBase64Utf8("Passw0rd!")).toBe("UGFzc3cwcmQh");
    expect(encodeBase64Utf8("密码")).toBe("5a+G56CB");
  });
});
