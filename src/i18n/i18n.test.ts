import { describe, expect, it } from "vitest";
import i18n, { languageResources, setLanguage } from "./";
import { flattenKeys } from "./resources";

/** A key without its plural suffix: languages have different plural forms (zh: other; en: one, other). */
const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, "");
const keysOf = async (lang: "zh-CN" | "en-US") =>
  [...new Set(flattenKeys(await languageResources(lang)).map(base))].sort();

describe("i18n", () => {
  it("has every key in both zh-CN and en-US", async () => {
    const zh = await keysOf("zh-CN");
    const en = await keysOf("en-US");
    expect(zh.filter((key) => !en.includes(key))).toEqual([]);
    expect(en.filter((key) => !zh.includes(key))).toEqual([]);
  });

  it("merges each area file under its own top-level key", async () => {
    const zh = await languageResources("zh-CN");
    expect(Object.keys(zh)).toEqual(expect.arrayContaining(["access", "common", "http"]));
  });

  it("defaults to zh-CN and remembers a switch under localStorage lang", async () => {
    expect(i18n.t("access.login.title")).toBe("用户登录");
    await setLanguage("en-US");
    expect(localStorage.getItem("lang")).toBe("en-US");
    expect(i18n.t("access.login.title")).toBe("Sign in");
    expect(document.documentElement.lang).toBe("en-US");
    await setLanguage("zh-CN");
    expect(i18n.t("access.login.title")).toBe("用户登录");
  });
});
