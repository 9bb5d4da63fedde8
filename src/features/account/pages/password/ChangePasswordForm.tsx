import { Button, Callout, DialogBody, DialogFooter, FormGroup, InputGroup, Intent } from "@blueprintjs/core";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { toCallFailure, withLogId } from "../../../../api/errors";
import { useQueryClientHere } from "../../../../api/query/queryClientHere";
import { toastSuccess } from "../../../../api/toaster";
import { changUserPsd } from "../../../../api/uc";
import { useLogout } from "../../../../platform/session/useSession";
import type { FieldError } from "../login/validators";
import { PasswordInput } from "../shared/PasswordInput";
import {
  type ChangePasswordErrors,
  type ChangePasswordValues,
  strategyHint,
  validateChangePassword,
} from "./pwdRules";
import { usePwdStrategy } from "./usePwdStrategy";

export interface ChangePasswordFormProps {
  /** The account whose password changes (shown read-only; the server always uses the signed-in one). */
  account?: string;
  /** "dialog" lays the form out as Blueprint dialog body and footer. */
  variant?: "dialog" | "page";
  onCancel?: () => void;
  /** Text of the cancel button (default 取消). */
  cancelText?: string;
  /** Shown above the fields. */
  notice?: ReactNode;
}

const EMPTY: ChangePasswordValues = { oldPwd: "", newPwd: "", confirmPwd: "" };
const FIELDS = ["oldPwd", "newPwd", "confirmPwd"] as const;

/**
 * The change-password form (spec 1 §5, §7): validates against the password strategy, calls changUserPsd,
 * then says 修改密码成功, 请使用新密码重新登录。 and logs out; a refusal shows the server message or 保存失败.
 */
export function ChangePasswordForm({
  account,
  variant = "page",
  onCancel,
  cancelText,
  notice,
}: ChangePasswordFormProps) {
  const { t } = useTranslation();
  const logout = useLogout();
  const { strategy, loading } = usePwdStrategy();
  const [values, setValues] = useState<ChangePasswordValues>(EMPTY);
  const [errors, setErrors] = useState<ChangePasswordErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const save = useMutation(
    { mutationFn: (change: { oldPwd: string; newPwd: string }) => changUserPsd(change) },
    useQueryClientHere(),
  );
  const saving = save.isPending;

  const text = (error: FieldError | undefined) => (error ? t(error.key, error.values) : undefined);
  const hint = strategyHint(strategy);

  const change = (field: keyof ChangePasswordValues) => (value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setErrors(validateChangePassword(next, strategy));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving || loading) return;
    setSubmitted(true);
    const found = validateChangePassword(values, strategy);
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) {
      document.getElementById(`change-pwd-${first}`)?.focus();
      return;
    }
    setFailure(null);
    try {
      const result = await save.mutateAsync({ oldPwd: values.oldPwd, newPwd: values.newPwd });
      if (result?.state) {
        void toastSuccess(t("access.password.success"));
        await logout();
        return;
      }
      setFailure(withLogId(result?.message || t("access.password.saveFailed"), result?.logId));
    } catch (error) {
      const described = toCallFailure(error);
      const message = described.serverMessage || t("access.password.saveFailed");
      setFailure(withLogId(message, described.logId));
    }
  };

  const fields = (
    <>
      {notice}
      {failure && (
        <Callout intent={Intent.DANGER} role="alert" className="tessera-change-pwd-failure">
          {failure}
        </Callout>
      )}
      {account && (
        <FormGroup label={t("access.password.account")} labelFor="change-pwd-account">
          <InputGroup
            id="change-pwd-account"
            value={account}
            readOnly
            leftIcon="user"
            autoComplete="username"
          />
        </FormGroup>
      )}
      {FIELDS.map((field) => (
        <FormGroup
          key={field}
          label={t(`access.password.${field}`)}
          labelFor={`change-pwd-${field}`}
          intent={errors[field] ? Intent.DANGER : Intent.NONE}
          helperText={
            <span id={`change-pwd-${field}-error`}>
              {text(errors[field]) ?? (field === "newPwd" && !loading ? t(hint.key, hint.values) : undefined)}
            </span>
          }
        >
          <PasswordInput
            id={`change-pwd-${field}`}
            name={field}
            value={values[field]}
            autoComplete={field === "oldPwd" ? "current-password" : "new-password"}
            intent={errors[field] ? Intent.DANGER : Intent.NONE}
            describedBy={`change-pwd-${field}-error`}
            onChange={change(field)}
          />
        </FormGroup>
      ))}
    </>
  );

  const actions = (
    <>
      {onCancel && <Button text={cancelText ?? t("common.cancel")} onClick={onCancel} disabled={saving} />}
      <Button
        type="submit"
        intent={Intent.PRIMARY}
        loading={saving}
        disabled={saving || loading}
        text={t("access.password.submit")}
      />
    </>
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t("access.password.title")}>
      {variant === "dialog" ? (
        <>
          <DialogBody>{fields}</DialogBody>
          <DialogFooter actions={actions} />
        </>
      ) : (
        <>
          {fields}
          <div className="tessera-change-pwd-actions">{actions}</div>
        </>
      )}
    </form>
  );
}
