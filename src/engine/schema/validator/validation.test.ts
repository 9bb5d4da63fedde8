// biome-ignore-all lint/suspicious/noTemplateCurlyInString: "${var}" is the documents' own reference syntax
import { describe, expect, it } from "vitest";
import { createRuntime } from "../..";
import { page, recordingHost, stubFetcher, testEngine } from "../../testHelpers";

function setup(body: unknown[], options: Parameters<typeof testEngine>[0] = {}) {
  const engine = testEngine({ locale: "en-US", ...options });
  const result = engine.load(page(body));
  if (!result.ok) throw new Error(result.errors.map((e) => `${e.path} ${e.message}`).join("\n"));
  return createRuntime(engine, result.document, { host: options.host });
}

const form = (body: unknown[], data: Record<string, unknown> = {}) => ({ type: "form", id: "f", data, body });

describe("field validation", () => {
  it("validates every field with rules in a form and lists each failing field with its message", async () => {
    const runtime = setup([
      form(
        [
          { type: "input", name: "title", rules: "required" },
          { type: "input", name: "code", rules: "max:3" },
          { type: "input", name: "ok", rules: "required" },
        ],
        { title: "", code: "ABCDE", ok: "yes" },
      ),
    ]);
    expect(await runtime.validateScope("f")).toEqual([
      { path: "/body/0/body/0", scopeId: "f", name: "title", message: "Required" },
      { path: "/body/0/body/1", scopeId: "f", name: "code", message: "Must not exceed 3 characters" },
    ]);
    runtime.setValue("f", "title", "Rules");
    runtime.setValue("f", "code", "AB");
    expect(await runtime.validateScope("f")).toEqual([]);
  });

  it("skips hidden fields and computed fields", async () => {
    const runtime = setup([
      form(
        [
          { type: "input", name: "reason", rules: "required", visibleOn: { var: "needsReason" } },
          { type: "text", name: "total", rules: "required", value: { var: "nothing" } },
        ],
        { needsReason: false },
      ),
    ]);
    expect(await runtime.validateScope("f")).toEqual([]);
    runtime.setValue("f", "needsReason", true);
    expect((await runtime.validateScope("f")).map((f) => f.name)).toEqual(["reason"]);
  });

  it("compares with another field (confirmed) and runs async checks through the fetcher", async () => {
    const { fetcher, requests } = stubFetcher(() => ({ status: 200, data: { state: false } }));
    const runtime = setup(
      [
        form(
          [
            { type: "input", name: "password" },
            { type: "input", name: "repeat", rules: "confirmed:password" },
            { type: "input", name: "account", rules: "alreadyExists:${uc}/uc/user/v1/isExist" },
          ],
          { password: "a1", repeat: "a2", account: "ann" },
        ),
      ],
      { fetcher },
    );
    expect((await runtime.validateScope("f")).map((f) => [f.name, f.message])).toEqual([
      ["repeat", "The two entries do not match"],
      ["account", "This value already exists"],
    ]);
    expect(requests.map((r) => [r.host, r.path, r.body])).toEqual([
      ["uc", "/uc/user/v1/isExist", { value: "ann" }],
    ]);
  });

  it("fails a validate step with the failing fields in $error.details, so submit stops", async () => {
    const { host, calls } = recordingHost();
    const runtime = setup(
      [
        form([
          { type: "input", name: "title", rules: "required" },
          {
            type: "button",
            label: "Save",
            onClick: [
              {
                action: "validate",
                onError: [
                  {
                    action: "toast",
                    intent: "danger",
                    message: "${$error.message}: ${$error.details.0.name}",
                  },
                ],
              },
              { action: "navigate", to: "/saved" },
            ],
          },
        ]),
      ],
      { host },
    );
    const run = await runtime.run("/body/0/body/1/onClick", "f");
    expect(run).toMatchObject({
      status: "error",
      handled: true,
      error: { code: "invalid", message: "Please correct the following fields" },
    });
    expect(run.error?.details).toEqual([
      { path: "/body/0/body/0", scopeId: "f", name: "title", message: "Required" },
    ]);
    expect(calls).toEqual([
      { kind: "toast", intent: "danger", message: "Please correct the following fields: title" },
    ]);
  });
});
