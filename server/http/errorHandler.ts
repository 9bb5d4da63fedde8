import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ErrorBody } from "../../src/api/contract";
import { HttpError } from "./errors";
import { langOf, message } from "./messages";

/** SQLSTATE of a statement cancelled by statement_timeout or by pg_cancel_backend. */
const QUERY_CANCELED = "57014";

/** The SQLSTATE of a database error (pg and PGlite both set `code`), if the error is one. */
function sqlStateOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown }).code;
  return typeof code === "string" && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

/**
 * Answers an error as {state:false, message, logId}. Schema failures are 400 with the failing field,
 * HttpErrors keep their status, other client errors of Fastify keep theirs; a statement cancelled by its
 * timeout is a 503 asking to narrow the search; a database "data exception" (SQLSTATE class 22: a value
 * the column cannot hold that got past the schemas) is a 400; everything else is a 500 whose detail goes
 * only to the log line carrying the same logId.
 */
export function answerError(error: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply) {
  const lang = langOf(request.headers["accept-language"]);
  const logId = String(request.id);
  const sqlState = sqlStateOf(error);
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
  } else if (sqlState === QUERY_CANCELED) {
    status = 503;
    text = message("queryTimeout", lang);
    request.log.warn({ logId, status, err: error.message }, "query cancelled");
  } else if (sqlState?.startsWith("22")) {
    status = 400;
    text = message("badRequest", lang);
    request.log.warn({ logId, status, sqlState, err: error.message }, "value refused by the database");
  } else if (error.statusCode === 429) {
    status = 429;
    text = message("tooManyRequests", lang);
    request.log.warn({ logId, status }, "rate limited");
  } else if (!sqlState && error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
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
}

/** One error answer for the whole server (see {@link answerError}). */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(answerError);
}

/** The JSON 404 of unknown API paths. */
export function notFoundBody(acceptLanguage: string | undefined, logId: string): ErrorBody {
  return { state: false, message: message("notFound", langOf(acceptLanguage)), logId };
}
