import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setRuntimeContext } from "../../../api/hosts";
import { listOf } from "./api";
import { openSystem, safeSystemUrl, todoListPath } from "./links";

describe("often-used system addresses (only same-site or http(s) on allowed hosts)", () => {
  beforeEach(() =>
    setRuntimeContext({
      ...{ portal: "", uc: "", form: "", bpmModel: "", bpmRunTime: "", front: "" },
      trustedLinkHosts: ["https://mail.example.com", "http://intranet.local"],
    }),
  );
  afterEach(() => setRuntimeContext(null));

  it.each([
    ["https://mail.example.com", "https://mail.example.com/"],
    ["  HTTP://intranet.local/x  ", "http://intranet.local/x"],
    ["/statement/wiki", "/statement/wiki"],
  ])("opens %s", (url, safe) => {
    expect(safeSystemUrl(url)).toBe(safe);
  });

  it.each([
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "//evil.example.com",
    "/\\evil.example.com",
    "ftp://files.example.com",
    "https://evil.example.com",
    "javascript://%0aalert(1)",
    "mail.example.com",
    "https://",
    "",
  ])("refuses %s", (url) => {
    expect(safeSystemUrl(url)).toBeNull();
  });

  it("opens a safe address in a new window without opener, and refuses the rest", () => {
    const open = vi.fn();
    expect(openSystem("https://mail.example.com", open)).toBe(true);
    expect(open).toHaveBeenCalledWith("https://mail.example.com/", "_blank", "noopener,noreferrer");
    expect(openSystem("javascript:alert(1)", open)).toBe(false);
    expect(open).toHaveBeenCalledTimes(1);
  });
});

describe("the to-do heading link", () => {
  it("leads to /v-flow/v-todo/{orgName}/{orgId}, names encoded", () => {
    expect(todoListPath({ orgName: "研发部", orgId: "o-rd" })).toBe(
      "/v-flow/v-todo/%E7%A0%94%E5%8F%91%E9%83%A8/o-rd",
    );
    expect(todoListPath({ orgName: "a/b", orgId: "o 1" })).toBe("/v-flow/v-todo/a%2Fb/o%201");
  });

  it("leads to /v-flow/v-todo when the user has no org", () => {
    expect(todoListPath(null)).toBe("/v-flow/v-todo");
  });
});

describe("list answers", () => {
  it("reads a bare list, a PageList and a CommonResult value alike", () => {
    expect(listOf([1, 2])).toEqual([1, 2]);
    expect(listOf({ rows: [1], total: 1 })).toEqual([1]);
    expect(listOf({ state: true, value: [3] })).toEqual([3]);
    expect(listOf({ state: true, value: { rows: [4] } })).toEqual([4]);
    expect(listOf("nothing")).toEqual([]);
  });
});
