import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config";
import { createTestApp, type TestApp } from "./helpers";

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: unknown): Record<string, string> {
  const entries = String(header)
    .split(";")
    .map((d) => d.trim())
    .filter(Boolean)
    .map((d) => {
      const [name, ...sources] = d.split(/\s+/);
      return [name, sources.join(" ")] as const;
    });
  return Object.fromEntries(entries);
}

describe("the CSP with service hosts and allow-lists set", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      hosts: { portal: "https://api.example.com/portal", uc: "https://api.example.com/uc", form: "/form" },
      trustedLinkHosts: ["https://wiki.example.com"],
      trustedImageHosts: ["https://img.example.com"],
    });
  });
  afterAll(() => t.close());

  it("lets the page connect to our origin and the service hosts' origins only, without wildcards", async () => {
    const csp = directives((await t.app.inject({ url: "/fvue/login" })).headers["content-security-policy"]);
    expect(csp["connect-src"]).toBe("'self' https://api.example.com");
    expect(csp["img-src"]).toBe("'self' data: blob: https://api.example.com https://img.example.com");
    expect(csp["frame-src"]).toBe("'self' https://api.example.com https://wiki.example.com");
    for (const name of ["connect-src", "img-src", "frame-src", "script-src", "default-src"]) {
      expect(csp[name], name).not.toMatch(/\*|(^|\s)https?:(\s|$)/);
    }
  });

  it("hands the allow-lists to the browser in /fvue/context.json", async () => {
    const context = (await t.app.inject({ url: "/fvue/context.json" })).json();
    expect(context.trustedLinkHosts).toEqual(["https://wiki.example.com"]);
    expect(context.trustedImageHosts).toEqual(["https://img.example.com"]);
  });
});

describe("the CSP configuration", () => {
  const base = { DATA_DIR: "data-test-unused", JWT_SECRET: "x".repeat(40) };

  it("reads the allow-lists as origins and refuses wildcards and non-http(s) values", () => {
    const config = loadConfig({
      ...base,
      TRUSTED_LINK_HOSTS: "https://wiki.example.com/a, http://intranet.local",
    });
    expect(config.trustedLinkHosts).toEqual(["https://wiki.example.com", "http://intranet.local"]);
    for (const bad of ["https://*.example.com", "*", "https:", "javascript:alert(1)", "wiki.example.com"]) {
      expect(() => loadConfig({ ...base, TRUSTED_IMAGE_HOSTS: bad }), bad).toThrow(/TRUSTED_IMAGE_HOSTS/);
    }
    expect(() => loadConfig({ ...base, TESSERA_HOST_PORTAL: "https://*.example.com" })).toThrow(/wildcard/);
  });

  it("switches the CSP off only for tests, never with NODE_ENV=production", () => {
    expect(loadConfig(base).unsafeNoCsp).toBe(false);
    expect(loadConfig({ ...base, TESSERA_UNSAFE_NO_CSP: "1", NODE_ENV: "test" }).unsafeNoCsp).toBe(true);
    expect(() => loadConfig({ ...base, TESSERA_UNSAFE_NO_CSP: "1", NODE_ENV: "production" })).toThrow(
      /TESSERA_UNSAFE_NO_CSP/,
    );
  });

  it("sends no CSP header when the test-only switch is on", async () => {
    const t = await createTestApp({ unsafeNoCsp: true });
    try {
      const res = await t.app.inject({ url: "/fvue/login" });
      expect(res.headers["content-security-policy"]).toBeUndefined();
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
    } finally {
      await t.close();
    }
  });
});
