import type { ReactNode } from "react";
import { CallFailure } from "../../../api/errors";
import type { LoadState } from "../../../api/query/useLoad";
import { LoadingPage } from "../../../widgets/status/LoadingPage";
import { StatusPage } from "../../../widgets/status/StatusPage";
import { toWidgetError, WidgetState } from "../../../widgets/status/WidgetState";

interface DetailStatesProps<T> {
  loaded: LoadState<T>;
  /** The not-found page's title (404), and the way back it offers. */
  notFound: { title: string; back: { to: string; label: string } };
  children: (value: T) => ReactNode;
}

/**
 * The states of a read-only detail page: loading, a 404 as a status page with a way back, any other
 * failure with a retry, and the loaded value through `children`.
 */
export function DetailStates<T>({ loaded, notFound, children }: DetailStatesProps<T>) {
  if (loaded.loading && !loaded.value) return <LoadingPage fullPage={false} />;
  if (loaded.error) {
    if (loaded.error instanceof CallFailure && loaded.error.status === 404)
      return (
        <StatusPage
          kind="not-found"
          fullPage={false}
          heading="page"
          title={notFound.title}
          back={notFound.back}
        />
      );
    return (
      <section className="tessera-content-page">
        <WidgetState error={toWidgetError(loaded.error)} onRetry={loaded.retry} />
      </section>
    );
  }
  return loaded.value ? children(loaded.value) : null;
}
