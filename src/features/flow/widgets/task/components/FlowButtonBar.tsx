import { Button, Callout, type IconName } from "@blueprintjs/core";
import type { ScreenButton } from "../screen/FlowScreenContext";
import "../flowTask.css";

export interface FlowButtonBarProps {
  buttons: ScreenButton[];
  /** A standing notice shown before the buttons. */
  notice?: { intent: "primary" | "warning" | "danger"; message: string };
  /** The bar waits for the form (its code still loading): announced as busy. */
  busy?: boolean;
}

/** The screen's action buttons, in the order given (the task screen orders them per spec 2 §4). */
export function FlowButtonBar({ buttons, notice, busy }: FlowButtonBarProps) {
  return (
    <div className="tessera-flow-buttons">
      {notice && (
        <Callout intent={notice.intent} compact className="tessera-flow-notice">
          {notice.message}
        </Callout>
      )}
      {buttons.length > 0 && (
        <div role="toolbar" className="tessera-flow-button-row" aria-busy={busy || undefined}>
          {buttons.map((button) => (
            <Button
              key={button.key}
              text={button.label}
              intent={button.intent}
              icon={button.icon as IconName | undefined}
              disabled={button.disabled}
              title={button.disabled ? button.hint : undefined}
              data-alias={button.key}
              onClick={button.onClick}
            />
          ))}
        </div>
      )}
    </div>
  );
}
