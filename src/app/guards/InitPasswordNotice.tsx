import { Intent } from "@blueprintjs/core";
import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { dismissToast, showToast } from "../../api/toaster";
import { SESSION_KEYS } from "../../platform/session/atoms";
import { useCurrentUser } from "../../platform/session/useSession";

const ChangePasswordDialog = lazy(async () => ({
  default: (await import("../../features/account/pages/password/ChangePasswordDialog")).ChangePasswordDialog,
}));

const TOAST_KEY = "init-password";

/** True once the notice was shown in this session (sessionStorage flag). */
function noticeShown(): boolean {
  try {
    return sessionStorage.getItem(SESSION_KEYS.initPwdNoticeShown) === "1";
  } catch {
    return false;
  }
}

/**
 * The initial-password notice (spec 1 §2): once per session, a user whose userAttrs.isInitPassword is
 * set is asked to change the password; the toast's button opens the change-password dialog.
 * The entry guard renders it; it renders nothing but the dialog.
 */
export function InitPasswordNotice() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [open, setOpen] = useState(false);
  const initPassword = !!user?.userAttrs?.isInitPassword;

  useEffect(() => {
    if (!initPassword || noticeShown()) return;
    try {
      sessionStorage.setItem(SESSION_KEYS.initPwdNoticeShown, "1");
    } catch {
      // Shown again next time then.
    }
    void showToast(
      {
        message: t("access.initPassword.message"),
        intent: Intent.WARNING,
        icon: "key",
        timeout: 0,
        action: {
          text: t("access.initPassword.action"),
          onClick: () => {
            setOpen(true);
            void dismissToast(TOAST_KEY);
          },
        },
      },
      TOAST_KEY,
    );
  }, [initPassword, t]);

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ChangePasswordDialog isOpen={open} onClose={() => setOpen(false)} />
    </Suspense>
  );
}

export default InitPasswordNotice;
