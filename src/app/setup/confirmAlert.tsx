import { Alert, type Intent } from "@blueprintjs/core";
import { useState } from "react";
import { createRoot } from "react-dom/client";
import i18n from "../../i18n";

/** What the confirm step asks. */
export interface ConfirmRequest {
  message: string;
  title?: string;
  intent?: Intent;
}

/** The Alert of one question; resolves once, then tells its host to go. */
export function ConfirmAlert({
  request,
  onAnswer,
}: {
  request: ConfirmRequest;
  onAnswer: (yes: boolean) => void;
}) {
  const [open, setOpen] = useState(true);
  const answer = (yes: boolean) => {
    setOpen(false);
    onAnswer(yes);
  };
  return (
    <Alert
      isOpen={open}
      icon={request.intent === "danger" ? "warning-sign" : "help"}
      intent={request.intent ?? "primary"}
      confirmButtonText={i18n.t("dialog.ok")}
      cancelButtonText={i18n.t("dialog.cancel")}
      canEscapeKeyCancel
      onConfirm={() => answer(true)}
      onCancel={() => answer(false)}
    >
      {request.title && <h4 className="bp6-heading">{request.title}</h4>}
      <p>{request.message}</p>
    </Alert>
  );
}

/** How long the Alert's closing transition gets before its root is unmounted. */
const CLOSE_DELAY_MS = 300;

/**
 * Asks with a Blueprint Alert (OK / Cancel) rendered in its own root, so any code path (an action run,
 * outside React) can ask; resolves true for OK. The root goes after the closing transition.
 */
export function confirmWithAlert(request: ConfirmRequest): Promise<boolean> {
  const container = document.createElement("div");
  container.className = "tessera-confirm-host";
  document.body.appendChild(container);
  const root = createRoot(container);
  return new Promise<boolean>((resolve) => {
    root.render(
      <ConfirmAlert
        request={request}
        onAnswer={(yes) => {
          resolve(yes);
          setTimeout(() => {
            root.unmount();
            container.remove();
          }, CLOSE_DELAY_MS);
        }}
      />,
    );
  });
}
