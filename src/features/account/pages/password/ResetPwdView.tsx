import { Callout, Card, Intent } from "@blueprintjs/core";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useSearchParams } from "react-router-dom";
import { readLoginRoute } from "../../../../api/clientState";
import { useCurrentUser, useLogout } from "../../../../platform/session/useSession";
import { StatusPage } from "../../../../widgets/status/StatusPage";
import { ChangePasswordForm } from "./ChangePasswordForm";
import "./password.css";
import { PageHeading } from "../../../../widgets/layout/PageHeading";

/**
 * /resetPwdView: the forced password change after a login with status 0 (spec 1 §2). It uses the token
 * that login stored; the account comes from the navigation state or ?account=.
 */
export function ResetPwdView() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const logout = useLogout();
  const location = useLocation();
  const [search] = useSearchParams();
  const stateAccount = (location.state as { account?: unknown } | null)?.account;
  const account =
    (typeof stateAccount === "string" && stateAccount) || search.get("account") || user?.account || "";

  useEffect(() => {
    document.title = t("access.password.resetTitle");
  }, [t]);

  if (!user) {
    return (
      <StatusPage
        kind="error"
        title={t("access.password.resetNoSession")}
        back={{ to: readLoginRoute(), label: t("access.password.backToLogin") }}
      />
    );
  }

  return (
    <div className="tessera-reset-pwd">
      <Card className="tessera-reset-pwd-card" elevation={2}>
        <PageHeading level={2}>{t("access.password.resetTitle")}</PageHeading>
        <ChangePasswordForm
          account={account}
          notice={<Callout intent={Intent.WARNING}>{t("access.password.resetNotice")}</Callout>}
          onCancel={() => void logout()}
          cancelText={t("access.password.backToLogin")}
        />
      </Card>
    </div>
  );
}

export default ResetPwdView;
