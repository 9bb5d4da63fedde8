import type { FastifyInstance } from "fastify";
import type { HomeLayout } from "../../../../src/api/contract";
import { userOf } from "../../../http/auth";
import { ok } from "../../../http/envelope";
import { HOME_PAGE } from "../../../http/guestScope";
import { localizeTree } from "../../../http/locale";
import { message } from "../../../http/messages";
import { commonResult, errorResponses } from "../../../http/schemas";
import { columnSummaries } from "../columns";
import { homeUserOf } from "../context";
import {
  applicationLayout,
  effectiveLayout,
  homeLayoutSchema,
  layoutValue,
  resetMyLayout,
  saveMyLayout,
} from "../layouts";
import { column, type HomeDeps, MY_LAYOUT_API, object, tags } from "./schemas";

/** The home layout: the one that applies (vueFrontHome) and the user's own (design, save, reset). */
export function homeLayoutRoutes(app: FastifyInstance, { db }: HomeDeps): void {
  app.get(
    "/portal/main/v1/vueFrontHome",
    {
      config: { guest: HOME_PAGE },
      schema: {
        tags,
        summary:
          "The user's home layout, Base64 JSON: personal > master org's > role's > tenant default; '' for none",
        response: { 200: commonResult({ type: "string" }), ...errorResponses },
      },
    },
    async (request) => {
      const user = await homeUserOf(db, userOf(request));
      return ok(layoutValue(localizeTree((await effectiveLayout(db, user)).layout, request.lang)));
    },
  );

  app.get(
    `${MY_LAYOUT_API}/designMyLayout`,
    {
      schema: {
        tags,
        summary:
          "The user's layout to edit (personal, else the one that applies; names as configured: strings or {zh-CN, en-US} maps) and the columns they may place",
        querystring: {
          type: "object",
          properties: { id: { type: "string", maxLength: 64 }, layoutType: { type: "integer" } },
        },
        response: {
          200: {
            type: "object",
            properties: {
              layout: object,
              source: { type: "string", enum: ["personal", "org", "role", "default", "none"] },
              columns: { type: "array", items: column },
            },
            required: ["layout", "source", "columns"],
          },
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const user = await homeUserOf(db, userOf(request));
      const [{ layout, source }, columns] = await Promise.all([
        effectiveLayout(db, user),
        columnSummaries(db, user, request.lang),
      ]);
      // The names stay as configured (translation maps too): the editor shows them in the user's language
      // and saves what it did not rename unchanged, so a saved layout stays bilingual (issue 13 §5).
      return { layout: layout ?? { list: [] }, source, columns };
    },
  );

  app.post<{ Body: { layout: HomeLayout } }>(
    `${MY_LAYOUT_API}/save`,
    {
      schema: {
        tags,
        summary: "Save the user's own layout (checked against the layout schema and the tenant's columns)",
        body: {
          type: "object",
          required: ["layout"],
          properties: { layout: homeLayoutSchema },
        },
        response: { 200: commonResult(), ...errorResponses },
      },
    },
    async (request) => {
      const user = await homeUserOf(db, userOf(request));
      await saveMyLayout(db, user, request.body.layout);
      return ok(undefined, message("homeLayoutSaved", request.lang));
    },
  );

  app.post(
    `${MY_LAYOUT_API}/reset`,
    {
      schema: {
        tags,
        summary:
          "Drop the user's own layout; the value is the layout that applies again (Base64, '' for none)",
        response: { 200: commonResult(), ...errorResponses },
      },
    },
    async (request) => {
      const user = await homeUserOf(db, userOf(request));
      await resetMyLayout(db, user);
      const applied = await applicationLayout(db, user);
      return ok(
        layoutValue(localizeTree(applied?.layout, request.lang)),
        message("homeLayoutReset", request.lang),
      );
    },
  );
}
