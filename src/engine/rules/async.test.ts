import jsonLogic from "json-logic-js";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  ASYNC_DEBOUNCE_MS,
  CANCELLED,
  createAsyncFieldValidator,
  type PostCheckAnswer,
  type RuleContext,
  validate,
} from "./";

const evaluateLogic = (expression: unknown, data: unknown) =>
  jsonLogic.apply(expression as jsonLogic.RulesLogic, data);

/** A postCheck whose answers the test releases by hand. */
function manualPostCheck() {
  const calls: { url: string; value: unknown; signal?: AbortSignal; answer: (a: PostCheckAnswer) => void }[] =
    [];
  const postCheck = vi.fn(
    (url: string, value: unknown, signal?: AbortSignal) =>
      new Promise<PostCheckAnswer>((resolve) => calls.push({ url, value, signal, answer: resolve })),
  );
  return { postCheck, calls };
}

describe("backend validation (后端验证失败 by default)", () => {
  it("posts the value to the configured endpoint and passes on ok", async () => {
    const postCheck = vi.fn(async () => ({ ok: true }));
    expect(await validate("backend", "A001", ["/form/check"], { postCheck })).toBe(true);
    expect(postCheck).toHaveBeenCalledWith("/form/check", "A001", undefined);
  });

  it("shows the server's message, or 后端验证失败 without one", async () => {
    expect(
      await validate("backend", "A", ["/c"], { postCheck: async () => ({ ok: false, message: "编码重复" }) }),
    ).toBe("编码重复");
    expect(await validate("backend", "A", ["/c"], { postCheck: async () => ({ ok: false }) })).toBe(
      "后端验证失败",
    );
    expect(
      await validate("backend", "A", ["/c"], { postCheck: async () => ({ ok: false, message: " " }) }),
    ).toBe("后端验证失败");
    expect(
      await validate("backend", "A", ["/c"], { lang: "en-US", postCheck: async () => ({ ok: false }) }),
    ).toBe("Server-side validation failed");
  });

  it("says the check is unavailable (not a false verdict) when the call fails", async () => {
    const postCheck = async (): Promise<PostCheckAnswer> => {
      throw new Error("Network Error");
    };
    expect(await validate("backend", "A", ["/c"], { postCheck })).toBe("校验服务暂不可用，请稍后重试");
  });

  it("rejects with MISSING_SERVICE when the engine supplied no postCheck", async () => {
    await expect(validate("backend", "A", ["/c"], {})).rejects.toMatchObject({ code: "MISSING_SERVICE" });
  });
});

describe("already-exists check (输入已存在)", () => {
  it("passes a free value and says 输入已存在 for an existing one, in both languages", async () => {
    expect(
      await validate("alreadyExists", "new", ["/exists"], { postCheck: async () => ({ ok: true }) }),
    ).toBe(true);
    expect(
      await validate("alreadyExists", "admin", ["/exists"], {
        postCheck: async () => ({ ok: false, message: "x" }),
      }),
    ).toBe("输入已存在");
    expect(
      await validate("alreadyExists", "admin", ["/exists"], {
        lang: "en-US",
        postCheck: async () => ({ ok: false }),
      }),
    ).toBe("This value already exists");
  });
});

describe("front-end script check (前端js校验失败 by default)", () => {
  const budget = { "<=": [{ var: "value" }, { var: "values.budget" }] };

  it("evaluates json-logic over { value, values } and passes when truthy", async () => {
    expect(await validate("script", 80, [budget], { evaluateLogic, values: { budget: 100 } })).toBe(true);
    expect(await validate("script", 120, [budget], { evaluateLogic, values: { budget: 100 } })).toBe(
      "前端js校验失败",
    );
    expect(
      await validate("script", 120, [budget], { evaluateLogic, values: { budget: 100 }, lang: "en-US" }),
    ).toBe("Front-end script check failed");
  });

  it("shows the rule's own message when it gives one", async () => {
    expect(
      await validate("script", 120, [budget, "超出预算"], { evaluateLogic, values: { budget: 100 } }),
    ).toBe("超出预算");
  });

  it("takes the expression as JSON text too, and treats an empty array as false like json-logic", async () => {
    expect(
      await validate("script", "x", [JSON.stringify({ "==": [{ var: "value" }, "x"] })], { evaluateLogic }),
    ).toBe(true);
    expect(await validate("script", "x", [{ filter: [[], true] }], { evaluateLogic })).toBe("前端js校验失败");
  });

  it("refuses JavaScript source as the expression (BAD_PARAMS); only json-logic data is accepted", async () => {
    await expect(
      validate("script", "x", ["function(){return true}"], { evaluateLogic }),
    ).rejects.toMatchObject({
      code: "BAD_PARAMS",
    });
  });

  it("rejects with MISSING_SERVICE when the engine supplied no evaluateLogic", async () => {
    await expect(validate("script", "x", [true], {})).rejects.toMatchObject({ code: "MISSING_SERVICE" });
  });
});

describe("cancellation: a cancelled check resolves to CANCELLED (it never rejects)", () => {
  it("does not call the endpoint when the signal is already aborted", async () => {
    const postCheck = vi.fn(async () => ({ ok: true }));
    const controller = new AbortController();
    controller.abort();
    expect(await validate("backend", "A", ["/c"], { postCheck, signal: controller.signal })).toBe(CANCELLED);
    expect(postCheck).not.toHaveBeenCalled();
  });

  it("resolves CANCELLED as soon as the signal aborts, even if the service ignores it", async () => {
    const { postCheck, calls } = manualPostCheck();
    const controller = new AbortController();
    const check = validate("alreadyExists", "A", ["/c"], { postCheck, signal: controller.signal });
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].signal).toBe(controller.signal);
    controller.abort();
    expect(await check).toBe(CANCELLED);
    calls[0].answer({ ok: false });
  });

  it("maps a service's AbortError to CANCELLED", async () => {
    const postCheck = async (): Promise<PostCheckAnswer> => {
      throw new DOMException("aborted", "AbortError");
    };
    expect(await validate("backend", "A", ["/c"], { postCheck })).toBe(CANCELLED);
  });

  it("is distinguishable from every message", () => {
    expect(typeof CANCELLED).toBe("symbol");
  });
});

describe("createAsyncFieldValidator: debounced, cancellable, pending blocks submit", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const make = (
    postCheck: RuleContext["postCheck"],
    rules = "required|max:10|alreadyExists:/exists",
    mode?: string,
  ) => createAsyncFieldValidator({ rules, mode, context: () => ({ postCheck }) });

  it("exports its debounce delay", () => {
    expect(ASYNC_DEBOUNCE_MS).toBeGreaterThan(0);
  });

  it("waits ASYNC_DEBOUNCE_MS after the last change and checks only the last value", async () => {
    const { postCheck, calls } = manualPostCheck();
    const field = make(postCheck);
    const first = field.validate("a");
    await vi.advanceTimersByTimeAsync(ASYNC_DEBOUNCE_MS - 1);
    const second = field.validate("ab");
    await vi.advanceTimersByTimeAsync(ASYNC_DEBOUNCE_MS - 1);
    const third = field.validate("abc");
    expect(await first).toBe(CANCELLED);
    expect(await second).toBe(CANCELLED);
    expect(postCheck).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(ASYNC_DEBOUNCE_MS);
    expect(postCheck).toHaveBeenCalledTimes(1);
    expect(calls[0].value).toBe("abc");
    calls[0].answer({ ok: false });
    expect(await third).toBe("输入已存在");
    expect(field.getState()).toEqual({ status: "invalid", pending: false, message: "输入已存在" });
  });

  it("is pending from the change until the check settles, and tells subscribers", async () => {
    const { postCheck, calls } = manualPostCheck();
    const field = make(postCheck);
    const seen: string[] = [];
    field.subscribe((state) => seen.push(state.status));
    expect(field.getState().pending).toBe(false);
    const result = field.validate("free");
    expect(field.getState()).toMatchObject({ status: "pending", pending: true });
    let settled = false;
    void field.settled().then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(ASYNC_DEBOUNCE_MS);
    expect(field.getState().pending).toBe(true);
    expect(settled).toBe(false);
    calls[0].answer({ ok: true });
    expect(await result).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(true);
    expect(field.getState()).toEqual({ status: "valid", pending: false, message: null });
    expect(seen).toEqual(["pending", "valid"]);
  });

  it("aborts the running check when the value changes, and ignores its late answer", async () => {
    const { postCheck, calls } = manualPostCheck();
    const field = make(postCheck);
    const first = field.validate("taken");
    await vi.advanceTimersByTimeAsync(ASYNC_DEBOUNCE_MS);
    expect(calls).toHaveLength(1);
    const second = field.validate("free");
    expect(calls[0].signal?.aborted).toBe(true);
    expect(await first).toBe(CANCELLED);
    calls[0].answer({ ok: false });
    await vi.advanceTimersByTimeAsync(0);
    expect(field.getState().status).toBe("pending");
    await vi.advanceTimersByTimeAsync(ASYNC_DEBOUNCE_MS);
    calls[1].answer({ ok: true });
    expect(await second).toBe(true);
    expect(field.getState().status).toBe("valid");
  });

  it("runs synchronous rules at once and skips the request when one fails", async () => {
    const postCheck = vi.fn(async () => ({ ok: true }));
    const field = make(postCheck);
    expect(await field.validate("")).toBe("必填");
    expect(await field.validate("x".repeat(11))).toBe("最大字符长度不能超过10");
    expect(field.getState()).toEqual({
      status: "invalid",
      pending: false,
      message: "最大字符长度不能超过10",
    });
    await vi.advanceTimersByTimeAsync(ASYNC_DEBOUNCE_MS * 2);
    expect(postCheck).not.toHaveBeenCalled();
  });

  it("sends nothing for an empty value when the field is not required", async () => {
    const postCheck = vi.fn(async () => ({ ok: true }));
    const field = make(postCheck, "alreadyExists:/exists");
    expect(await field.validate("")).toBe(true);
    expect(field.getState().pending).toBe(false);
    expect(postCheck).not.toHaveBeenCalled();
  });

  it("applies the field mode: b requires, r and n validate nothing", async () => {
    const postCheck = vi.fn(async () => ({ ok: false }));
    expect(await make(postCheck, "alreadyExists:/exists", "b").validate("")).toBe("必填");
    expect(await make(postCheck, "required|alreadyExists:/exists", "r").validate("")).toBe(true);
    expect(await make(postCheck, "required|alreadyExists:/exists", "n").validate("x")).toBe(true);
    expect(postCheck).not.toHaveBeenCalled();
  });

  it("flush() runs a waiting check now (for submit)", async () => {
    const postCheck = vi.fn(async () => ({ ok: true }));
    const field = make(postCheck);
    const result = field.validate("abc");
    field.flush();
    expect(postCheck).toHaveBeenCalledTimes(1);
    expect(await result).toBe(true);
    expect((await field.settled()).status).toBe("valid");
  });

  it("cancel() drops the check, resolves it CANCELLED and goes back to idle", async () => {
    const { postCheck, calls } = manualPostCheck();
    const field = make(postCheck);
    const result = field.validate("abc");
    await vi.advanceTimersByTimeAsync(ASYNC_DEBOUNCE_MS);
    field.cancel();
    expect(calls[0].signal?.aborted).toBe(true);
    expect(await result).toBe(CANCELLED);
    expect(field.getState()).toEqual({ status: "idle", pending: false, message: null });
  });

  it("reports a check that throws as invalid with the unavailable message and the error", async () => {
    const field = createAsyncFieldValidator({ rules: "script:true", context: {} });
    const result = field.validate("x");
    await vi.advanceTimersByTimeAsync(ASYNC_DEBOUNCE_MS);
    expect(await result).toBe("校验服务暂不可用，请稍后重试");
    expect(field.getState()).toMatchObject({
      status: "invalid",
      error: expect.objectContaining({ code: "MISSING_SERVICE" }),
    });
  });

  it("uses a custom debounce and unsubscribes", async () => {
    const postCheck = vi.fn(async () => ({ ok: true }));
    const field = createAsyncFieldValidator({ rules: "backend:/c", debounceMs: 50, context: { postCheck } });
    const listener = vi.fn();
    const unsubscribe = field.subscribe(listener);
    const result = field.validate("x");
    await vi.advanceTimersByTimeAsync(50);
    expect(await result).toBe(true);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    await field.validate("");
    expect(listener).toHaveBeenCalledTimes(2);
    field.dispose();
  });
});
