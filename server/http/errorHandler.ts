import type { FastifyError, FastifyInstance } from "fastify";
import type { ErrorBody } from "../../src/api/contract";
import { HttpError } from "./errors";
import { langOf, message } from "./messages";

/**
 * One error answer for the whole server: {state:false, message, logId}. Schema failures are 400 with the
 * failing field, HttpErrors keep their status, other client errors of Fastify keep theirs, everything else
 * is a 500 whose detail goes only to the log line carrying the same logId.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const lang = langOf(request.headers["accept-language"]);
    const logId = String(request.id);
    let status: number;
    let text: string;
    if (error instanceof HttpError) {
      status = error.statusCode;
      text = message(error.key, lang, error.params);
      if (error.detail) text = `${text}: ${error.detail}`;
      request.log.info({ logId, status, key: error.key }, "request refused");
    } else if ((error as FastifyError).validation) {
      status = 400;
      text = `${message("badRequest", lang)}: ${error.message}`;
      request.log.info({ logId, status, validation: (error as FastifyError).validation }, "invalid request");
    } else if (error.statusCode === 429) {
      status = 429;
      text = message("tooManyRequests", lang);
      request.log.warn({ logId, status }, "rate limited");
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode;
      text = status === 404 ? message("notFound", lang) : message("badRequest", lang);
      request.log.info(
        { logId, status, code: (error as FastifyError).code, err: error.message },
        "bad request",
      );
    } else {
      status = 500;
      text = message("internal", lang);
      request.log.error({ logId, err: error }, "request failed");
    }
    const body: ErrorBody = { state: false, message: text, logId };
    return reply.status(status).type("application/json; charset=utf-8").send(body);
  });
}

/** The JSON 404 of unknown API paths. */
export function notFoundBody(acceptLanguage: string | undefined, logId: string): ErrorBody {
  return { state: false, message: message("notFound", langOf(acceptLanguage)), logId };
}
