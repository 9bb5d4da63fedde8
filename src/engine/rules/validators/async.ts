import { isAbort } from "../../datasource/abort";
import {
  CANCELLED,
  type Cancelled,
  type CheckInput,
  type PostCheckAnswer,
  RuleError,
  type ValidationResult,
} from "../contract";
import { pickMessages, ruleMessage } from "../messages";
import { defineValidator, oneParam } from "./define";

/** Milliseconds an asynchronous check waits after the last change before it runs. */
export const ASYNC_DEBOUNCE_MS = 400;

/** Settles with the work's result, or with CANCELLED as soon as the signal aborts (even if the work ignores it). */
export function raceAbort<T>(work: Promise<T>, signal?: AbortSignal): Promise<T | Cancelled> {
  if (!signal) return work;
  if (signal.aborted) return Promise.resolve(CANCELLED);
  return new Promise<T | Cancelled>((resolve, reject) => {
    const onAbort = () => resolve(CANCELLED);
    signal.addEventListener("abort", onAbort, { once: true });
    work.then(
      (result) => {
        signal.removeEventListener("abort", onAbort);
        resolve(signal.aborted ? CANCELLED : result);
      },
      (error: unknown) => {
        signal.removeEventListener("abort", onAbort);
        if (signal.aborted || isAbort(error)) resolve(CANCELLED);
        else reject(error);
      },
    );
  });
}

/** The service a check needs, or MISSING_SERVICE naming the rule. */
function requireService<T>(service: T | undefined, rule: string, what: string): T {
  if (!service) throw new RuleError("MISSING_SERVICE", `Rule "${rule}" needs context.${what}`, rule);
  return service;
}

/**
 * Posts the value to the rule's endpoint through the engine's `postCheck`; a failed call (not a
 * cancellation) gives the "check unavailable" message rather than a false verdict.
 */
async function endpointCheck(
  rule: string,
  value: unknown,
  { args, context, lang }: CheckInput,
  onAnswer: (answer: PostCheckAnswer) => ValidationResult,
): Promise<ValidationResult | Cancelled> {
  const postCheck = requireService(context.postCheck, rule, "postCheck");
  const { signal } = context;
  if (signal?.aborted) return CANCELLED;
  let answer: PostCheckAnswer | Cancelled;
  try {
    answer = await raceAbort(postCheck(String(args[0]), value, signal), signal);
  } catch (error) {
    return isAbort(error) ? CANCELLED : ruleMessage("checkUnavailable", lang);
  }
  return answer === CANCELLED ? CANCELLED : onAnswer(answer);
}

/** json-logic's truthiness: an empty array is false, everything else as in JavaScript. */
export function logicTruthy(value: unknown): boolean {
  return Array.isArray(value) ? value.length > 0 : Boolean(value);
}

const URL_PARAM = oneParam({
  title: "url",
  type: "string",
  minLength: 1,
  description: "The endpoint to post to",
});
const asyncNote = {
  "zh-CN":
    "异步：输入停止后防抖再执行，可取消（取消的校验得到 CANCELLED），进行中显示为校验中并阻止提交。值为空时不请求。",
  "en-US":
    "Asynchronous: debounced after the last change, cancellable (a cancelled check gives CANCELLED), shown as pending and blocking submit until it settles. An empty value is not sent.",
};
const urlNote = {
  "zh-CN": "规则串中冒号之后直到下一个 | 的文字都是地址（其中的 | 写作 %7C）。",
  "en-US":
    "In a rule string everything after the colon up to the next | is the URL (write a | inside as %7C).",
};

/** The asynchronous validators: backend validation, front-end script check, already-exists. */
export const asyncValidators = [
  defineValidator(
    {
      name: "backend",
      aliases: ["backendValidate"],
      async: true,
      argStyle: "raw",
      params: URL_PARAM,
      messages: pickMessages("backend", "checkUnavailable"),
      doc: {
        "zh-CN": `后端验证：把字段值提交到配置的接口，接口回答 ok:false 时显示服务器的消息（没有消息时为“后端验证失败”）。${urlNote["zh-CN"]}${asyncNote["zh-CN"]}`,
        "en-US": `Backend validation: posts the value to the configured endpoint; an answer ok:false shows the server's message (default 后端验证失败 / its English text). ${urlNote["en-US"]} ${asyncNote["en-US"]}`,
      },
      examples: [
        { rule: "backend:/form/check/code", value: "A001", server: { ok: true }, expected: true },
        {
          rule: "backend:/form/check/code",
          value: "A001",
          server: { ok: false, message: "编码不合规" },
          expected: "编码不合规",
        },
        { rule: "backend:/form/check/code", value: "A001", server: { ok: false }, expected: "后端验证失败" },
        {
          rule: "backend:/form/check/code",
          value: "A001",
          server: { ok: false },
          lang: "en-US",
          expected: "Server-side validation failed",
        },
      ],
    },
    (value, input) =>
      endpointCheck("backend", value, input, (answer) =>
        answer.ok ? true : answer.message?.trim() || ruleMessage("backend", input.lang),
      ),
  ),
  defineValidator(
    {
      name: "script",
      aliases: ["frontJSValidate"],
      async: true,
      argStyle: "json",
      params: {
        type: "array",
        items: [
          { title: "expression", type: ["object", "boolean"], description: "A json-logic expression" },
          { title: "message", type: "string", description: "Shown instead of the default message" },
        ],
        minItems: 1,
        maxItems: 2,
      },
      messages: pickMessages("script"),
      doc: {
        "zh-CN":
          "前端脚本校验：一个 json-logic 表达式（绝不是 JavaScript 源码），数据为 { value: 本字段的值, values: 表单各字段的值 }，结果为真时通过，" +
          "否则显示第二个参数给出的消息（默认“前端js校验失败”）。规则串写作 script:{json}[,消息]，JSON 按括号配对读取，其中的逗号、冒号和 | 都保留。" +
          asyncNote["zh-CN"],
        "en-US":
          "Front-end script check: a json-logic expression (never JavaScript source) over { value: this field's value, values: the form's " +
          "values }; it passes when truthy, otherwise shows the optional second parameter (default 前端js校验失败 / its English text). " +
          "Written script:{json}[,message]; the JSON is read by matching brackets, so commas, colons and | inside it are kept. " +
          asyncNote["en-US"],
      },
      examples: [
        {
          rule: 'script:{"<=":[{"var":"value"},{"var":"values.budget"}]}',
          value: 80,
          values: { budget: 100 },
          expected: true,
        },
        {
          rule: 'script:{"<=":[{"var":"value"},{"var":"values.budget"}]}',
          value: 120,
          values: { budget: 100 },
          expected: "前端js校验失败",
        },
        {
          rule: 'script:{"in":[{"var":"value"},["a|b","c"]]},只能填写列表中的值',
          value: "d",
          expected: "只能填写列表中的值",
        },
        {
          rule: 'script:{"==":[{"var":"value"},"yes"]}',
          value: "no",
          lang: "en-US",
          expected: "Front-end script check failed",
        },
      ],
    },
    async (value, { args, context, lang }) => {
      const evaluate = requireService(context.evaluateLogic, "script", "evaluateLogic");
      if (context.signal?.aborted) return CANCELLED;
      const result = await raceAbort(
        Promise.resolve(evaluate(args[0], { value, values: context.values ?? {} })),
        context.signal,
      );
      if (result === CANCELLED) return CANCELLED;
      if (logicTruthy(result)) return true;
      return typeof args[1] === "string" && args[1].trim() ? args[1] : ruleMessage("script", lang);
    },
  ),
  defineValidator(
    {
      name: "alreadyExists",
      aliases: ["isExist"],
      async: true,
      argStyle: "raw",
      params: URL_PARAM,
      messages: pickMessages("alreadyExists", "checkUnavailable"),
      doc: {
        "zh-CN": `重复检查：把字段值提交到配置的接口，接口回答 ok:true 表示可用，ok:false 表示已存在（显示“输入已存在”）。${urlNote["zh-CN"]}${asyncNote["zh-CN"]}`,
        "en-US": `Already-exists check: posts the value to the configured endpoint; ok:true means the value is free, ok:false that it exists (输入已存在 / its English text). ${urlNote["en-US"]} ${asyncNote["en-US"]}`,
      },
      examples: [
        {
          rule: "alreadyExists:/uc/api/user/v1/isAccountExist",
          value: "zhangsan",
          server: { ok: true },
          expected: true,
        },
        {
          rule: "alreadyExists:/uc/api/user/v1/isAccountExist",
          value: "admin",
          server: { ok: false },
          expected: "输入已存在",
        },
        {
          rule: "alreadyExists:/uc/api/user/v1/isAccountExist",
          value: "admin",
          server: { ok: false },
          lang: "en-US",
          expected: "This value already exists",
        },
      ],
    },
    (value, input) =>
      endpointCheck("alreadyExists", value, input, (answer) =>
        answer.ok ? true : ruleMessage("alreadyExists", input.lang),
      ),
  ),
];
