import { Dialog, DialogBody, type IconName } from "@blueprintjs/core";
import type { TFunction } from "i18next";
import { type ComponentType, type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { lazyWidget } from "./lazyWidget";
import { WidgetState } from "./WidgetState";

/** What the frame shown while a dialog's chunk loads (or failed) takes from the dialog's props. */
export interface LazyDialogFrame {
  title: ReactNode;
  onClose: () => void;
  icon?: IconName;
  className?: string;
  /** As the dialog's own (Blueprint's default: true). */
  canOutsideClickClose?: boolean;
}

/**
 * A dialog in its own chunk, loaded the first time it opens (`isOpen`); until then nothing is rendered,
 * and once loaded it stays mounted like the dialog itself. While the chunk arrives (or when it failed)
 * a dialog with the same title and close shows the loading state (or the error with 重试).
 */
export function lazyDialog<P extends { isOpen: boolean }>(
  load: () => Promise<ComponentType<P>>,
  frame: (props: P, t: TFunction) => LazyDialogFrame,
): ComponentType<P> {
  function Frame({ props, children }: { props: P; children: ReactNode }) {
    const { t } = useTranslation();
    const { title, onClose, icon, className, canOutsideClickClose } = frame(props, t);
    return (
      <Dialog
        isOpen={props.isOpen}
        onClose={onClose}
        title={title}
        icon={icon}
        className={className}
        canOutsideClickClose={canOutsideClickClose}
      >
        <DialogBody>{children}</DialogBody>
      </Dialog>
    );
  }
  const Chunk = lazyWidget<P>(load, {
    loading: (props) => (
      <Frame props={props}>
        <WidgetState loading minHeight={160} />
      </Frame>
    ),
    failed: (props, error, retry) => (
      <Frame props={props}>
        <WidgetState error={error.message} onRetry={retry} minHeight={160} />
      </Frame>
    ),
  });
  function LazyDialog(props: P) {
    const [opened, setOpened] = useState(props.isOpen);
    if (props.isOpen && !opened) setOpened(true);
    return opened || props.isOpen ? <Chunk {...props} /> : null;
  }
  return LazyDialog;
}
