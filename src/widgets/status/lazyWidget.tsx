import {
  Component,
  type ComponentType,
  type ErrorInfo,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
} from "react";
import { isChunkLoadError, withChunkTimeout } from "../../platform/lazyPage";

export interface LazyWidgetStates<P> {
  /** Shown while the widget's chunk loads: an accessible loading state (WidgetState loading, a skeleton). */
  loading: (props: P) => ReactNode;
  /** Shown when the chunk failed or timed out; `retry` loads it again. */
  failed: (props: P, error: Error, retry: () => void) => ReactNode;
}

interface BoundaryProps {
  failed: (error: Error, retry: () => void) => ReactNode;
  onRetry: () => void;
  children: ReactNode;
}

/** Catches a failed chunk only: any other error goes on to the boundary above, as without the lazy load. */
class ChunkBoundary extends Component<BoundaryProps, { error: Error | null }> {
  state: { error: Error | null } = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  componentDidCatch(error: Error, info: ErrorInfo) {
    if (isChunkLoadError(error)) console.error("widget chunk failed", error, info.componentStack);
  }
  retry = () => {
    this.props.onRetry();
    this.setState({ error: null });
  };
  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (!isChunkLoadError(error)) throw error;
    return this.props.failed(error, this.retry);
  }
}

/**
 * A heavy widget in its own chunk, loaded on its first render (React.lazy, with the 120 s chunk timeout):
 * `loading` shows while it arrives, `failed` if it does not (with a retry). The props are the widget's own.
 */
export function lazyWidget<P extends object>(
  load: () => Promise<ComponentType<P>>,
  states: LazyWidgetStates<P>,
): ComponentType<P> {
  const make = (): LazyExoticComponent<ComponentType<P>> =>
    lazy(async () => ({ default: await withChunkTimeout(load()) }));
  let Loaded = make();
  const again = () => {
    Loaded = make();
  };
  function LazyWidget(props: P) {
    return (
      <ChunkBoundary failed={(error, retry) => states.failed(props, error, retry)} onRetry={again}>
        <Suspense fallback={states.loading(props)}>
          <Loaded {...props} />
        </Suspense>
      </ChunkBoundary>
    );
  }
  return LazyWidget;
}
