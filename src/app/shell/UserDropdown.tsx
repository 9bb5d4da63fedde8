import { Button, Classes, Intent, Menu, MenuDivider, MenuItem, PopoverNext } from "@blueprintjs/core";
import { useAtomValue } from "jotai";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { ChangePasswordDialogProps } from "../../features/account/pages/password/ChangePasswordDialog";
import type { PersonalInfoDialogProps } from "../../features/account/pages/personal/PersonalInfoDialog";
import type { SealDialogProps } from "../../features/account/pages/seal/SealDialog";
import { departmentNameAtom } from "../../platform/session/atoms";
import { useDisplayName } from "../../platform/session/useDisplayName";
import { useLogout } from "../../platform/session/useSession";
import { lazyDialog } from "../../widgets/status/lazyDialog";
import { ThemeMenu } from "./ThemeMenu";

// The dropdown's dialogs load on their first opening (their forms, the seal's picture and upload).
const PersonalInfoDialog = lazyDialog<PersonalInfoDialogProps>(
  () => import("../../features/account/pages/personal/PersonalInfoDialog").then((m) => m.PersonalInfoDialog),
  (props, t) => ({
    title: t("access.personal.title"),
    onClose: props.onClose,
    icon: "person",
    className: "tessera-personal-dialog",
  }),
);
const ChangePasswordDialog = lazyDialog<ChangePasswordDialogProps>(
  () =>
    import("../../features/account/pages/password/ChangePasswordDialog").then((m) => m.ChangePasswordDialog),
  (props, t) => ({ title: t("access.password.title"), onClose: props.onClose, icon: "key" }),
);
const SealDialog = lazyDialog<SealDialogProps>(
  () => import("../../features/account/pages/seal/SealDialog").then((m) => m.SealDialog),
  (props, t) => ({ title: t("seal.title"), onClose: props.onClose, icon: "endorsed" }),
);

type OpenDialog = "personal" | "password" | "seal" | null;

/**
 * The header's greeting (user name and department) and its dropdown: 个人信息, 修改密码, 电子签章, 外观 (follow
 * the system, light, dark), 退出登录.
 */
export function UserDropdown() {
  const { t } = useTranslation();
  const name = useDisplayName();
  const department = useAtomValue(departmentNameAtom);
  const logout = useLogout();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [loggingOut, setLoggingOut] = useState(false);

  const onLogout = () => {
    setLoggingOut(true);
    logout().finally(() => setLoggingOut(false));
  };

  return (
    <>
      <PopoverNext
        className="tessera-user-popover"
        placement="bottom-end"
        arrow={false}
        animation="minimal"
        content={
          <Menu aria-label={t("shell.header.userMenu")}>
            <MenuItem
              icon="id-number"
              text={t("shell.header.personalInfo")}
              onClick={() => setDialog("personal")}
            />
            <MenuItem
              icon="key"
              text={t("shell.header.changePassword")}
              onClick={() => setDialog("password")}
            />
            <MenuItem icon="endorsed" text={t("seal.menu")} onClick={() => setDialog("seal")} />
            <ThemeMenu />
            <MenuDivider />
            <MenuItem
              icon="log-out"
              intent={Intent.DANGER}
              text={t("shell.header.logout")}
              onClick={onLogout}
            />
          </Menu>
        }
      >
        <Button
          className="tessera-user-button"
          variant="minimal"
          icon="user"
          endIcon="caret-down"
          loading={loggingOut}
          aria-haspopup="menu"
        >
          <span className="tessera-greeting">{t("shell.header.greeting", { name })}</span>
          {department && (
            <span className={`tessera-greeting-department ${Classes.TEXT_MUTED}`}>{department}</span>
          )}
        </Button>
      </PopoverNext>
      <PersonalInfoDialog isOpen={dialog === "personal"} onClose={() => setDialog(null)} />
      <ChangePasswordDialog isOpen={dialog === "password"} onClose={() => setDialog(null)} />
      <SealDialog isOpen={dialog === "seal"} onClose={() => setDialog(null)} />
    </>
  );
}
