import { useTranslation } from "react-i18next";
import { isRouteErrorResponse, useRouteError } from "react-router-dom";
import { isChunkLoadError } from "../../platform/lazyPage";
import { NotFoundPage } from "./NotFoundPage";
import { ReloadButton, StatusPage } from "./StatusPage";

/** What a route shows when rendering or loading it throws. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (isChunkLoadError(error)) {
    return (
      <StatusPage
        kind="error"
        title={t("access.route.chunkFailed")}
        action={<ReloadButton label={t("common.reload")} />}
      />
    );
  }
  const detail =
    error instanceof Error ? error.message : isRouteErrorResponse(error) ? error.statusText : undefined;
  return (
    <StatusPage
      kind="error"
      title={t("access.route.error")}
      description={detail}
      action={<ReloadButton label={t("common.reload")} />}
      back={{ to: "/", label: t("common.backHome") }}
    />
  );
}

export default RouteErrorPage;
