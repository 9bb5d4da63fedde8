import { Button, Dialog, DialogBody, DialogFooter, type IconName } from "@blueprintjs/core";
import { type ReactNode, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { DocumentRuntime } from "../../engine";
import { type ReactEngine, SchemaRenderer } from "../../engine/react";
import "./schemaDialog.css";

/** The values of a runtime's page scope as a plain object. */
export function rootValues(runtime: DocumentRuntime): Record<string, unknown> {
  const scope = runtime.scopeTable.get(runtime.rootScopeId);
  return scope ? runtime.scopeTable.values(scope, (a) => runtime.store.get(a)) : {};
}

/** The frame every schema dialog shares: title, a body, Cancel and OK. */
export interface DialogFrameProps {
  isOpen: boolean;
  title?: string;
  icon?: IconName;
  width?: number;
  okText?: string;
  cancelText?: string;
  showCancel?: boolean;
  okDisabled?: boolean;
  onOk: () => void;
  onCancel: () => void;
  children?: ReactNode;
}

/** A Blueprint Dialog with a body and OK / Cancel in the footer. */
export function DialogFrame({
  isOpen,
  title,
  icon,
  width = 560,
  okText,
  cancelText,
  showCancel = true,
  okDisabled,
  onOk,
  onCancel,
  children,
}: DialogFrameProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onCancel}
      title={title || t("dialog.schema.title")}
      icon={icon}
      style={{ width, maxWidth: "calc(100vw - 32px)" }}
      className="tessera-schema-dialog"
    >
      <DialogBody className="tessera-schema-dialog-body">{children}</DialogBody>
      <DialogFooter
        actions={
          <>
            {showCancel && <Button text={cancelText || t("dialog.cancel")} onClick={onCancel} />}
            <Button intent="primary" text={okText || t("dialog.ok")} disabled={okDisabled} onClick={onOk} />
          </>
        }
      />
    </Dialog>
  );
}

export interface SchemaDialogProps extends Omit<DialogFrameProps, "onOk" | "children"> {
  /** The engine that renders the body (the app's, or a story's own). */
  engine: ReactEngine;
  /** The body: an engine document (raw JSON or loaded). */
  document: unknown;
  /** Initial values of the document's page scope. */
  data?: Record<string, unknown>;
  /** OK: the page scope's values (what the body's fields hold). */
  onOk: (values: Record<string, unknown>) => void;
}

/**
 * A modal whose body is an engine document: rendered with SchemaRenderer inside a Blueprint Dialog
 * (load errors show with their paths); OK hands back the document's page-scope values.
 */
export function SchemaDialog({ engine, document, data, onOk, ...frame }: SchemaDialogProps) {
  const runtime = useRef<DocumentRuntime | null>(null);
  return (
    <DialogFrame {...frame} onOk={() => onOk(runtime.current ? rootValues(runtime.current) : {})}>
      <SchemaRenderer
        engine={engine}
        document={document}
        data={data}
        onRuntime={(started) => {
          runtime.current = started;
        }}
      />
    </DialogFrame>
  );
}
