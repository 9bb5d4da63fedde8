import { Alert } from "@blueprintjs/core";
import { type ReactElement, useCallback, useContext, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { type BlockerFunction, UNSAFE_DataRouterContext, useBlocker } from "react-router-dom";

/** What a page with unsaved input renders and calls (see {@link useLeaveGuard}). */
export interface LeaveGuard {
  /** The question (a Blueprint Alert) to render; null outside a data router (tests, stories). */
  element: ReactElement | null;
  /** Lets the page leave without asking: call it right before navigating away after a save. */
  release: () => void;
}

/**
 * Asks before leaving a page with unsaved input: an in-app navigation to another page (react-router's
 * useBlocker; the app's router is a data router) opens an Alert (留下 / 离开), and closing or reloading the
 * tab gets the browser's own question (`beforeunload`). `dirty` is read at the moment of leaving, so a
 * function can look at the input then (nothing re-renders as the user types). `message` replaces the
 * default question (有未保存的内容，确定离开吗？).
 */
export function useLeaveGuard(dirty: boolean | (() => boolean), message?: string): LeaveGuard {
  const inDataRouter = !!useContext(UNSAFE_DataRouterContext);
  const latest = useRef(dirty);
  latest.current = dirty;
  const released = useRef(false);
  const isDirty = useCallback(() => {
    if (released.current) return false;
    const value = latest.current;
    return typeof value === "function" ? value() : value;
  }, []);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!isDirty()) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [isDirty]);

  const release = useCallback(() => {
    released.current = true;
  }, []);
  return {
    element: inDataRouter ? <LeaveQuestion isDirty={isDirty} message={message} /> : null,
    release,
  };
}

/** The blocker and its question: leaving to another path while dirty waits for 离开 or 留下. */
function LeaveQuestion({ isDirty, message }: { isDirty: () => boolean; message?: string }) {
  const { t } = useTranslation();
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && isDirty(),
    [isDirty],
  );
  const blocker = useBlocker(shouldBlock);
  return (
    <Alert
      isOpen={blocker.state === "blocked"}
      intent="warning"
      icon="warning-sign"
      confirmButtonText={t("common.leaveGuard.leave")}
      cancelButtonText={t("common.leaveGuard.stay")}
      canEscapeKeyCancel
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      <p>{message ?? t("common.leaveGuard.message")}</p>
    </Alert>
  );
}
