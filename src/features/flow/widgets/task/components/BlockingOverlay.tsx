import { Card, Overlay2, Spinner, SpinnerSize } from "@blueprintjs/core";
import "../flowTask.css";

export interface BlockingOverlayProps {
  /** The progress text (spec 2 §8: 任务处理中, 流程启动中…); null hides the overlay. */
  text: string | null;
}

/** Blocks the screen while a long action runs: a spinner and the action's text; no way to close it. */
export function BlockingOverlay({ text }: BlockingOverlayProps) {
  return (
    <Overlay2
      isOpen={text !== null}
      canEscapeKeyClose={false}
      canOutsideClickClose={false}
      hasBackdrop
      className="tessera-flow-overlay"
    >
      <div className="tessera-flow-overlay-center">
        <Card className="tessera-flow-overlay-card" role="status" aria-live="polite" aria-busy="true">
          <Spinner size={SpinnerSize.STANDARD} />
          <span className="tessera-flow-overlay-text">{text}</span>
        </Card>
      </div>
    </Overlay2>
  );
}
