import { type AxiosAdapter, AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from "axios";

/** What a fake endpoint answers. */
export interface FakeAnswer {
  status?: number;
  data?: unknown;
}

/** A handler per request; return undefined for an unexpected call (answered 404). */
export type FakeHandler = (
  config: InternalAxiosRequestConfig,
) => FakeAnswer | undefined | Promise<FakeAnswer | undefined>;

/**
 * An axios adapter that answers from a handler, as the real adapter would: 2xx resolve, anything else
 * rejects with an AxiosError carrying the response. Mocks HTTP at the adapter level only.
 */
export function fakeAdapter(handler: FakeHandler): AxiosAdapter {
  return async (config) => {
    const answer = (await handler(config)) ?? { status: 404, data: { state: false, message: "not found" } };
    const status = answer.status ?? 200;
    const response: AxiosResponse = {
      status,
      statusText: String(status),
      data: answer.data,
      headers: {},
      config,
      request: {},
    };
    if (status >= 200 && status < 300) return response;
    throw new AxiosError(
      `Request failed with status code ${status}`,
      status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
      config,
      {},
      response,
    );
  };
}

/** The path of a request URL without the host ("http://api.test/uc/x?y" → "/uc/x"). */
export function pathOf(config: InternalAxiosRequestConfig): string {
  return new URL(config.url ?? "", "http://api.test").pathname;
}

/** A runtime context where every host is http://api.test. */
export const TEST_CONTEXT = {
  portal: "http://api.test",
  uc: "http://api.test",
  form: "http://api.test",
  bpmModel: "http://api.test",
  bpmRunTime: "http://api.test",
  front: "http://localhost:3000/fvue",
};
