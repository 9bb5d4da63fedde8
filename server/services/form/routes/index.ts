import type { FastifyInstance } from "fastify";
import { formChartRoutes } from "./charts";
import { formDefinitionRoutes } from "./definitions";
import { formDialogRoutes } from "./dialogs";
import { formQueryRoutes } from "./queries";
import type { FormDeps } from "./schemas";

/** form: custom dialogs, custom queries and custom charts (spec 3 §7, CONTRACT.md §8). */
export function formRoutes(app: FastifyInstance, deps: FormDeps): void {
  formDialogRoutes(app, deps);
  formQueryRoutes(app, deps);
  formChartRoutes(app, deps);
  formDefinitionRoutes(app, deps);
}
