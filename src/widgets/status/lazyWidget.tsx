import {
  Component,
  type ComponentType,
  type ErrorInfo,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
  useState,
} from "react";
import { isChunkLoadError, withChunkTimeout } from "../../platform/lazyPage";

export interface LazyWidgetStates<P> {
  /** Shown while the widget's chunk loads: an accessible loading state (WidgetState loading, a skeleton). */
  loading: (props: P) => ReactNode;
  /** Shown when the chunk failed or timed out; `retry` loads it again. */
  failed: (props: P, error: Error, retry: () => void) => ReactNode;
}

interface BoundaryProps {
  failed: (error: Error) => ReactNode;
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
  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (!isChunkLoadError(error)) throw error;
    return this.props.failed(error);
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
  // Shared by every instance; a retry replaces it (React.lazy keeps a failed load's error for good).
  let current = make();
  function LazyWidget(props: P) {
    const [Loaded, setLoaded] = useState(() => current);
    // A new boundary for each attempt, so a retry starts without the failure.
    const [attempt, setAttempt] = useState(0);
    const retry = () => {
      if (Loaded === current) current = make();
      setLoaded(() => current);
      setAttempt((n) => n + 1);
    };
    return (
      <ChunkBoundary key={attempt} failed={(error) => states.failed(props, error, retry)}>
        <Suspense fallback={states.loading(props)}>
          <Loaded {...props} />
        </Suspense>
      </ChunkBoundary>
    );
  }
  return LazyWidget;
}
