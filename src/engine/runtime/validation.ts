import { postCheckVia } from "../datasource/postCheck";
import { type AsyncFieldValidator, createAsyncFieldValidator } from "../rules";
import { getAtPointer } from "../schema/validator/pointer";
import type { Engine, FieldFailure, JsonPointer, LoadedDocument, SchemaNode } from "../types";
import type { ScopeTable, Store } from "./scopes";

/** What field validation needs from its runtime. */
interface ValidationParts {
  engine: Engine<unknown>;
  loaded: LoadedDocument;
  table: ScopeTable;
  store: Store;
  getValue: (scopeId: string, name: string) => unknown;
  evaluate: (logic: unknown, scopeId: string) => unknown;
}

/** The validation of a runtime's fields: one rules-catalogue field validator per field and scope. */
export interface FieldValidation {
  /** The validator of the field node at `path` as rendered in `scopeId` (undefined: it has no rules). */
  validatorFor: (path: JsonPointer, scopeId: string) => AsyncFieldValidator | undefined;
  /** Validates every visible, writable field with rules in a scope and below; resolves once all settled. */
  validateScope: (scopeId: string) => Promise<FieldFailure[]>;
  dispose: () => void;
}

/**
 * Field validation with the rules catalogue's field validator (sync rules at once, async ones debounced,
 * cancellable and pending until settled). Cross-field rules read the values of the field's scope chain.
 */
export function createFieldValidation(parts: ValidationParts): FieldValidation {
  const { engine, loaded, table, store } = parts;
  const cache = new Map<string, { validator: AsyncFieldValidator; path: JsonPointer; scopeId: string }>();
  const postCheck = postCheckVia(engine.options.fetcher);

  const valuesOf = (scopeId: string) =>
    table
      .chain(scopeId)
      .reverse()
      .reduce<Record<string, unknown>>(
        (all, scope) =>
          Object.assign(
            all,
            table.values(scope, (a) => store.get(a)),
          ),
        {},
      );

  const validatorFor = (path: JsonPointer, scopeId: string) => {
    const declaration = loaded.fields.get(path);
    if (!declaration) return undefined;
    const key = `${path}@${scopeId}`;
    let entry = cache.get(key);
    if (!entry) {
      const validator = createAsyncFieldValidator({
        rules: declaration.rules,
        context: () => ({
          lang: engine.locale(),
          values: valuesOf(scopeId),
          postCheck,
          evaluateLogic: (expression, data) => engine.evaluate(expression, data),
        }),
      });
      entry = { validator, path, scopeId };
      cache.set(key, entry);
    }
    return entry.validator;
  };

  const within = (scopeId: string, target: string) => table.chain(scopeId).some((s) => s.id === target);

  const applies = (path: JsonPointer, scopeId: string) => {
    const node = getAtPointer(loaded.document, path) as SchemaNode;
    if (node.value !== undefined) return false; // computed: read-only
    return node.visibleOn === undefined || Boolean(parts.evaluate(node.visibleOn, scopeId));
  };

  return {
    validatorFor,
    async validateScope(target) {
      for (const [key, entry] of cache) {
        if (!table.get(entry.scopeId)) {
          entry.validator.dispose();
          cache.delete(key);
        }
      }
      const jobs: { path: JsonPointer; scopeId: string }[] = [];
      const rendered = new Set<JsonPointer>();
      for (const entry of cache.values()) {
        const declared = loaded.fields.get(entry.path)?.scopeId;
        if (entry.scopeId !== declared && within(entry.scopeId, target)) {
          jobs.push(entry);
          rendered.add(entry.path);
        }
      }
      for (const field of loaded.fields.values()) {
        if (!rendered.has(field.path) && table.get(field.scopeId) && within(field.scopeId, target))
          jobs.push(field);
      }
      const failures: FieldFailure[] = [];
      await Promise.all(
        jobs
          .filter((job) => applies(job.path, job.scopeId))
          .map(async ({ path, scopeId }) => {
            const validator = validatorFor(path, scopeId) as AsyncFieldValidator;
            const name = (loaded.fields.get(path) as { name: string }).name;
            void validator.validate(parts.getValue(scopeId, name));
            validator.flush();
            const state = await validator.settled();
            if (state.status === "invalid")
              failures.push({ path, scopeId, name, message: state.message ?? "" });
          }),
      );
      return failures.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    },
    dispose() {
      for (const entry of cache.values()) entry.validator.dispose();
      cache.clear();
    },
  };
}
