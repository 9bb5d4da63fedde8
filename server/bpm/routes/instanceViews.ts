import type { FastifyInstance } from "fastify";
import { flowImage } from "../read/image";
import { flowOpinions, instanceById, instFormAndBo, startFormAndBo } from "../read/views";
import { type BpmReadDeps, caller, idSchema, optionalId, required, tags, withNotFound } from "./common";
import { instanceSchema } from "./schemas";
import { formAndBoSchema, instFormAndBoSchema, opinionSchema } from "./screenSchemas";

/** The views of one instance: start form, instance, opinions, diagram. */
export function bpmInstanceViewRoutes(app: FastifyInstance, { db }: BpmReadDeps): void {
  app.post<{ Body: { defId?: string; defKey?: string; proInstId?: string } }>(
    "/runtime/instance/v1/getFormAndBO",
    {
      config: required,
      schema: {
        tags,
        summary: "The start form of a flow (defId, defKey, or the draft/instance proInstId)",
        body: {
          type: "object",
          properties: { defId: optionalId, defKey: optionalId, proInstId: optionalId },
        },
        response: { 200: formAndBoSchema, ...withNotFound },
      },
    },
    (r) => startFormAndBo(db, caller(r), r.lang, r.body ?? {}),
  );
  app.get<{ Querystring: { proInstId: string } }>(
    "/runtime/instance/v1/getInstFormAndBO",
    {
      config: required,
      schema: {
        tags,
        summary: "An instance read-only: form, data (every field r), history, instance",
        querystring: { type: "object", required: ["proInstId"], properties: { proInstId: idSchema } },
        response: { 200: instFormAndBoSchema, ...withNotFound },
      },
    },
    (r) => instFormAndBo(db, caller(r), r.query.proInstId),
  );
  app.get<{ Querystring: { instId: string } }>(
    "/runtime/instance/v1/getInstanceByInstId",
    {
      config: required,
      schema: {
        tags,
        summary: "One instance (for its creator, people who had a task or opinion on it, administrators)",
        querystring: { type: "object", required: ["instId"], properties: { instId: idSchema } },
        response: { 200: instanceSchema, ...withNotFound },
      },
    },
    (r) => instanceById(db, caller(r), r.query.instId),
  );
  app.get<{ Querystring: { instId: string; isCommu?: string } }>(
    "/runtime/instance/v1/instanceFlowOpinions",
    {
      config: required,
      schema: {
        tags,
        summary: "The approval history: pending rows first, then opinions by completion time desc",
        querystring: {
          type: "object",
          required: ["instId"],
          properties: {
            instId: idSchema,
            taskId: optionalId,
            isRequest: { type: "string", maxLength: 8 },
            isCommu: { type: "string", maxLength: 8 },
          },
        },
        response: { 200: { type: "array", items: opinionSchema }, ...withNotFound },
      },
    },
    (r) => flowOpinions(db, caller(r), r.query.instId, ["true", "1"].includes(r.query.isCommu ?? "")),
  );
  app.get<{ Querystring: { proInstId?: string; defId?: string } }>(
    "/runtime/instance/v1/instanceFlowImage",
    {
      config: required,
      schema: {
        tags,
        summary: "The flow diagram as image/svg+xml (done green, current orange, pending grey)",
        querystring: {
          type: "object",
          properties: { proInstId: optionalId, defId: optionalId, nodeId: optionalId, type: optionalId },
        },
        response: withNotFound,
      },
    },
    async (r, reply) => {
      const svg = await flowImage(db, caller(r), r.lang, {
        proInstId: r.query.proInstId,
        defId: r.query.defId,
      });
      return reply.type("image/svg+xml; charset=utf-8").header("Cache-Control", "no-store").send(svg);
    },
  );
}
