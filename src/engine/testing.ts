import type { ActionHost, DataRequest, Fetcher, FetchResponse, Intent, TraceEntry } from "./types";

/** What a recording host saw, in order. */
export type HostCall =
  | { kind: "navigate"; to: string; options: { replace?: boolean; newWindow?: boolean } }
  | { kind: "toast"; message: string; intent: Intent }
  | { kind: "confirm"; message: string; title?: string }
  | { kind: "download"; request: DataRequest; fileName?: string }
  | { kind: "reportError"; message: string; logId?: string; trace: TraceEntry[] };

/**
 * An ActionHost for tests and stories: records every side effect instead of performing it. Confirms are
 * answered from `confirmAnswers` in turn (yes when they run out); with `withReportError` unhandled
 * failures are recorded too (otherwise they arrive as danger toasts, as in the app).
 */
export function recordingHost(options: { confirmAnswers?: boolean[]; withReportError?: boolean } = {}): {
  host: ActionHost;
  calls: HostCall[];
} {
  const calls: HostCall[] = [];
  const answers = [...(options.confirmAnswers ?? [])];
  const host: ActionHost = {
    navigate: (to, o) => {
      calls.push({ kind: "navigate", to, options: o });
    },
    toast: (message, o) => {
      calls.push({ kind: "toast", message, intent: o.intent });
    },
    confirm: async (message, o) => {
      calls.push({ kind: "confirm", message, title: o.title });
      return answers.length > 0 ? (answers.shift() as boolean) : true;
    },
    download: async (request, o) => {
      calls.push({ kind: "download", request, fileName: o.fileName });
    },
  };
  if (options.withReportError) {
    host.reportError = (error, trace) => {
      calls.push({ kind: "reportError", message: error.message, logId: error.logId, trace });
    };
  }
  return { host, calls };
}

/** A Fetcher for tests and stories: answers from a function of the request and records every request. */
export function stubFetcher(answer: (request: DataRequest) => FetchResponse | Promise<FetchResponse>): {
  fetcher: Fetcher;
  requests: DataRequest[];
} {
  const requests: DataRequest[] = [];
  const fetcher: Fetcher = async (request) => {
    requests.push(request);
    return answer(request);
  };
  return { fetcher, requests };
}
