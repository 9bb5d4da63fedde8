import { Button, Callout, Card, FormGroup, Icon, InputGroup, Intent, Spinner } from "@blueprintjs/core";
import { useStore } from "jotai";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams, useSearchParams } from "react-router-dom";
import { rememberLoginRoute } from "../../../../api/clientState";
import { toCallFailure, withLogId } from "../../../../api/errors";
import { safeRedirect } from "../../../../api/navigation";
import { auth } from "../../../../api/uc";
import { LanguageSwitcher } from "../../../../i18n/LanguageSwitcher";
import { startSession } from "../../../../platform/session/sessionState";
import { PasswordInput } from "../shared/PasswordInput";
import { useLoginBrand } from "./useLoginBrand";
import {
  type FieldError,
  type LoginFormErrors,
  validateAccount,
  validateLoginForm,
  validateLoginPassword,
} from "./validators";
import "./login.css";
import { PageHeading } from "../../../../widgets/layout/PageHeading";

/** The login screen, /login and /login/{tenant} (spec 1 §2). */
export function LoginPage() {
  const { t } = useTranslation();
  const { tenant } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const store = useStore();
  // Declared before the brand hook so the route's tenant code is stored before the brand request
  // reads it (the Tenant-Code header).
  useEffect(() => {
    rememberLoginRoute(tenant);
  }, [tenant]);
  const brand = useLoginBrand(tenant);
  const [account, setAccount] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<LoginFormErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [failedLogo, setFailedLogo] = useState<string | null>(null);
  const accountRef = useRef<HTMLInputElement>(null);
  // Signing in: auth, the session, then the page asked for (or /resetPwdView at login status 0). Plain
  // state, not a TanStack mutation: the login route does not load TanStack Query.
  const [submitting, setSubmitting] = useState(false);
  const signIn = async (credentials: { account: string; password: string; tenantId?: string }) => {
    setSubmitting(true);
    try {
      const answer = await auth(credentials);
      const user = startSession(store, answer);
      if (Number(answer.loginStatus) === 0) {
        const who = user.account || credentials.account;
        await navigate(`/resetPwdView?account=${encodeURIComponent(who)}`, {
          replace: true,
          state: { account: who },
        });
      } else {
        await navigate(safeRedirect(search.get("redirect")), { replace: true });
      }
    } catch (error) {
      const failure = toCallFailure(error);
      const text = failure.timeout ? t("access.login.timeout") : failure.message;
      setServerError(withLogId(text, failure.logId));
    } finally {
      setSubmitting(false);
    }
  };

  const brandName = brand.name || t("common.appName");
  useEffect(() => {
    document.title = `${t("access.login.title")} - ${brandName}`;
  }, [t, brandName]);

  const tenantBlocked = !!tenant && brand.status !== "ready";
  const message = (error: FieldError | undefined) => (error ? t(error.key, error.values) : undefined);

  const onAccountChange = (value: string) => {
    setAccount(value);
    if (submitted) setErrors((e) => ({ ...e, account: validateAccount(value) ?? undefined }));
  };
  const onPasswordChange = (value: string) => {
    setPassword(value);
    if (submitted) setErrors((e) => ({ ...e, password: validateLoginPassword(value) ?? undefined }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setSubmitted(true);
    const found = validateLoginForm({ account, password });
    setErrors(found);
    if (found.account) {
      accountRef.current?.focus();
      return;
    }
    if (found.password) {
      document.getElementById("login-password")?.focus();
      return;
    }
    if (tenantBlocked) return;
    setServerError(null);
    void signIn({ account: account.trim(), password, tenantId: brand.tenantId });
  };

  return (
    <div className="tessera-login">
      <div className="tessera-login-language">
        <LanguageSwitcher />
      </div>
      <div className="tessera-login-brand">
        {brand.status === "loading" ? (
          <Spinner size={24} aria-label={t("common.loading")} />
        ) : (
          <>
            {brand.logoUrl && brand.logoUrl !== failedLogo ? (
              <img
                src={brand.logoUrl}
                alt={t("access.login.logoAlt", { name: brandName })}
                onError={() => setFailedLogo(brand.logoUrl ?? null)}
              />
            ) : (
              <Icon icon="office" size={36} intent={Intent.PRIMARY} />
            )}
            <p className="tessera-login-brand-name">{brandName}</p>
          </>
        )}
      </div>
      <Card className="tessera-login-card" elevation={2}>
        <PageHeading level={2}>{t("access.login.title")}</PageHeading>
        {brand.status === "unknown" && (
          <Callout intent={Intent.WARNING}>{t("access.login.tenantUnknown", { code: tenant })}</Callout>
        )}
        {brand.status === "disabled" && (
          <Callout intent={Intent.WARNING}>{t("access.login.tenantDisabled", { name: brandName })}</Callout>
        )}
        {brand.status === "failed" && (
          <Callout intent={Intent.WARNING}>
            {t("access.login.tenantFailed")}{" "}
            <Button variant="minimal" size="small" intent={Intent.PRIMARY} onClick={brand.retry}>
              {t("common.retry")}
            </Button>
          </Callout>
        )}
        {serverError && (
          <Callout intent={Intent.DANGER} role="alert" title={t("access.login.failed")}>
            {serverError}
          </Callout>
        )}
        <form noValidate onSubmit={onSubmit} aria-label={t("access.login.title")}>
          <FormGroup
            label={t("access.login.account")}
            labelFor="login-account"
            intent={errors.account ? Intent.DANGER : Intent.NONE}
            helperText={<span id="login-account-error">{message(errors.account)}</span>}
          >
            <InputGroup
              id="login-account"
              name="account"
              inputRef={accountRef}
              size="large"
              leftIcon="user"
              autoComplete="username"
              autoFocus
              placeholder={t("access.login.accountPlaceholder")}
              value={account}
              intent={errors.account ? Intent.DANGER : Intent.NONE}
              aria-invalid={errors.account ? true : undefined}
              aria-describedby="login-account-error"
              onValueChange={onAccountChange}
            />
          </FormGroup>
          <FormGroup
            label={t("access.login.password")}
            labelFor="login-password"
            intent={errors.password ? Intent.DANGER : Intent.NONE}
            helperText={<span id="login-password-error">{message(errors.password)}</span>}
          >
            <PasswordInput
              id="login-password"
              name="password"
              size="large"
              placeholder={t("access.login.passwordPlaceholder")}
              value={password}
              intent={errors.password ? Intent.DANGER : Intent.NONE}
              describedBy="login-password-error"
              onChange={onPasswordChange}
            />
          </FormGroup>
          <div className="tessera-login-actions">
            <Button
              type="submit"
              intent={Intent.PRIMARY}
              size="large"
              fill
              loading={submitting}
              disabled={submitting || tenantBlocked}
              text={t("access.login.submit")}
            />
          </div>
        </form>
      </Card>
    </div>
  );
}

export default LoginPage;
