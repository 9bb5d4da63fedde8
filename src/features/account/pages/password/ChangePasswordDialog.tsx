import { Dialog } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { useCurrentUser } from "../../../../platform/session/useSession";
import { ChangePasswordForm } from "./ChangePasswordForm";

export interface ChangePasswordDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** Defaults to the signed-in user's account. */
  account?: string;
}

/** The change-password dialog opened from the header dropdown and the initial-password notice. */
export function ChangePasswordDialog({ isOpen, onClose, account }: ChangePasswordDialogProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={t("access.password.title")}
      icon="key"
      canOutsideClickClose={false}
    >
      {isOpen && (
        <ChangePasswordForm variant="dialog" account={account ?? user?.account} onCancel={onClose} />
      )}
    </Dialog>
  );
}

export default ChangePasswordDialog;
