import type { AxiosInstance } from "axios";
import { answerFailure, toCallFailure } from "../../api/errors";
import { http } from "../../api/http";
import { APP_BASENAME, navigateTo } from "../../api/navigation";
import { ERROR_TIMEOUT, SUCCESS_TIMEOUT, showToast, toastError } from "../../api/toaster";
import type { ActionHost, DataRequest, Intent } from "../../engine";
import { linkHref } from "../../engine/links";
import { blobBody, downloadFileName, saveBlob } from "../../platform/saveFile";
import { requestUrl } from "./appFetcher";
import { type ConfirmRequest, confirmWithAlert } from "./confirmAlert";

// Moved to the platform layer (features save downloads too); the app's setup still offers it.
export { downloadFileName };

const ICONS: Record<Intent, "tick-circle" | "error" | "warning-sign" | "info-sign"> = {
  success: "tick-circle",
  danger: "error",
  warning: "warning-sign",
  primary: "info-sign",
  none: "info-sign",
};

/** Side effects the host may take from its caller (tests, a provider inside the router). */
export interface AppHostOptions {
  /** In-app navigation; default: the router's navigate installed at boot (src/api/navigation). */
  navigate?: (to: string, options: { replace?: boolean }) => void;
  /** Opens a URL in a new window; default window.open with noopener. */
  openWindow?: (url: string) => void;
  confirm?: (request: ConfirmRequest) => Promise<boolean>;
  /** Saves a downloaded file; default: a blob + object URL on an anchor. */
  save?: (blob: Blob, fileName: string) => void;
  /** The HTTP client of downloads (default the app's). */
  client?: AxiosInstance;
}

/**
 * The app's ActionHost: navigate through react-router, toasts through src/api/toaster, confirm with a
 * Blueprint Alert, downloads through the HTTP client as a blob saved under its content-disposition
 * name, and unhandled failures as a danger toast with the log id.
 */
export function createAppHost(options: AppHostOptions = {}): ActionHost {
  const navigate = options.navigate ?? navigateTo;
  const openWindow =
    options.openWindow ?? ((url: string) => window.open(url, "_blank", "noopener,noreferrer") ?? undefined);
  const client = options.client ?? http;
  return {
    navigate(to, { replace, newWindow }) {
      if (newWindow) {
        // The app's one link rule (src/engine/links/links.ts): a refused address opens nothing.
        const href = linkHref(to, APP_BASENAME);
        if (href) openWindow(href);
        return;
      }
      navigate(to, { replace });
    },
    toast(message, { intent, timeoutMs }) {
      void showToast({
        message,
        intent,
        icon: ICONS[intent],
        timeout: timeoutMs ?? (intent === "success" ? SUCCESS_TIMEOUT : ERROR_TIMEOUT),
      });
    },
    confirm: (message, { title, intent }) =>
      (options.confirm ?? confirmWithAlert)({ message, title, intent }),
    async download(request: DataRequest, { fileName }) {
      try {
        const response = await client.request({
          url: requestUrl(request),
          method: request.method,
          params: request.query,
          data: request.body,
          headers: request.headers,
          responseType: "blob",
          signal: request.signal,
          silent: true,
        });
        const headers = response.headers as Record<string, string | undefined>;
        const blob = response.data instanceof Blob ? response.data : new Blob([response.data]);
        (options.save ?? saveBlob)(
          blob,
          downloadFileName(headers["content-disposition"], fileName, request.path),
        );
      } catch (error) {
        // A blob answer hides the server's JSON message: read it before building the failure.
        const failure = toCallFailure(error);
        const body = await blobBody(failure.data);
        throw answerFailure(failure.status, body, failure.message);
      }
    },
    reportError(error) {
      void toastError(error.message, error.logId);
    },
  };
}
