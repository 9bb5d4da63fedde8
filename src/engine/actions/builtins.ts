import { buildRequest } from "../datasource/fetch";
import { ref } from "../schema/refs";
import { joinPointer } from "../schema/validator/pointer";
import type { ActionDefinition, DataSource, Intent } from "../types";
import { ActionCancelled } from "./runner";

const INTENTS = ["none", "primary", "success", "warning", "danger"];

function params(properties: Record<string, unknown>, required: string[] = []) {
  return { type: "object", additionalProperties: false, required, properties };
}

/** The built-in actions (README §6). Side effects go through the runtime's host. */
export function builtinActions(): ActionDefinition[] {
  return [
    {
      name: "navigate",
      description: "Goes to an in-app path",
      paramsSchema: params({ to: ref.value, replace: { type: "boolean" }, newWindow: { type: "boolean" } }, [
        "to",
      ]),
      async run(p, context) {
        const to = String(p.to ?? "");
        if (to === "") throw new Error("navigate: the target path is empty");
        await context.host.navigate(to, { replace: p.replace === true, newWindow: p.newWindow === true });
        return to;
      },
    },
    {
      name: "request",
      description: "Runs a data source; its data is the step's result",
      paramsSchema: params({ source: ref.dataSource }, ["source"]),
      async run(p, context) {
        const result = await context.runtime.fetch(p.source as DataSource, context.scopeId, context.locals);
        if (!result.ok) throw { ...result.error, code: result.error.kind };
        return result.data;
      },
    },
    {
      name: "openDialog",
      description:
        "Opens an inline dialog node; with wait (default) the run goes on when it closes, with its result",
      paramsSchema: params({ dialog: ref.node, data: ref.value, wait: { type: "boolean" } }, ["dialog"]),
      async run(p, context) {
        const data = (p.data ?? {}) as Record<string, unknown>;
        const closed = context.runtime.openDialog(joinPointer(context.path, "dialog"), context.scopeId, data);
        return p.wait === false ? undefined : await closed;
      },
    },
    {
      name: "closeDialog",
      description: "Closes the dialog the step runs in (or the innermost), with an optional result",
      paramsSchema: params({ result: ref.value }),
      run(p, context) {
        context.runtime.closeDialog(context.scopeId, p.result);
        return p.result;
      },
    },
    {
      name: "confirm",
      description: "Asks the user; answering no ends the run as cancelled",
      paramsSchema: params({ message: ref.text, title: ref.text, intent: { enum: INTENTS } }, ["message"]),
      async run(p, context) {
        const ok = await context.host.confirm(String(p.message), {
          title: p.title === undefined ? undefined : String(p.title),
          intent: p.intent as Intent | undefined,
        });
        if (!ok) throw new ActionCancelled();
        return true;
      },
    },
    {
      name: "toast",
      description: "Shows a toast",
      paramsSchema: params(
        { message: ref.text, intent: { enum: INTENTS }, timeoutMs: { type: "integer", minimum: 0 } },
        ["message"],
      ),
      run(p, context) {
        context.host.toast(String(p.message), {
          intent: (p.intent as Intent | undefined) ?? "success",
          ...(p.timeoutMs === undefined ? {} : { timeoutMs: p.timeoutMs as number }),
        });
      },
    },
    {
      name: "setValue",
      description: "Sets a value in a scope (the owner of the name, or the named scope)",
      paramsSchema: params(
        { name: { type: "string", minLength: 1 }, value: ref.value, scope: { type: "string" } },
        ["name"],
      ),
      run(p, context) {
        context.runtime.setValue(
          (p.scope as string | undefined) ?? context.scopeId,
          p.name as string,
          p.value,
        );
        return p.value;
      },
    },
    {
      name: "validate",
      description:
        "Validates the fields of the form the step runs in (or the named scope); fails listing them",
      paramsSchema: params({ scope: { type: "string", minLength: 1 } }),
      async run(p, context) {
        const target = (p.scope as string | undefined) ?? context.formScopeId ?? context.scopeId;
        const failures = await context.runtime.validateScope(target);
        if (failures.length > 0) {
          throw {
            message: context.text({ i18n: "engine.action.invalid" }),
            code: "invalid",
            details: failures,
          };
        }
        return true;
      },
    },
    {
      name: "reload",
      description: "Reloads the data of the node with this id (every data source without one)",
      paramsSchema: params({ target: { type: "string", minLength: 1 } }),
      async run(p, context) {
        await context.runtime.reload(p.target as string | undefined);
      },
    },
    {
      name: "download",
      description: "Downloads the answer of a data source as a file",
      paramsSchema: params({ source: ref.dataSource, fileName: ref.text }, ["source"]),
      async run(p, context) {
        const request = buildRequest(p.source as DataSource, context.resolve, context.signal);
        await context.host.download(request, {
          fileName: p.fileName === undefined ? undefined : String(p.fileName),
        });
        return request.path;
      },
    },
  ];
}
