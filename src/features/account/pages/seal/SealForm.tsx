import { Button, Callout, DialogBody, DialogFooter, FormGroup, Intent } from "@blueprintjs/core";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { toCallFailure, withLogId } from "../../../../api/errors";
import { useQueryClientHere } from "../../../../api/query/queryClientHere";
import { toastSuccess } from "../../../../api/toaster";
import { PasswordInput } from "../shared/PasswordInput";
import { SealPicture } from "./SealPicture";
import { type SealAnswer, type SealSaveRequest, saveSeal } from "./sealApi";
import { type SealErrors, type SealValues, sealFields, validateSeal } from "./sealRules";

export interface SealFormProps {
  /** The caller's seal as read ({} when none is set). */
  seal: SealAnswer;
  onCancel: () => void;
  /** After a successful save. */
  onSaved: () => void;
}

const EMPTY: SealValues = { loginPassword: "", oldPassWord: "", password: "", confirmPwd: "" };

/**
 * The electronic seal form (spec 3 §5): the picture (png), then the login password on the first set or
 * the old seal password on a change, the password and its confirmation. A save toasts the server's
 * message or 操作成功; a refusal shows the server's message above the fields.
 */
export function SealForm({ seal, onCancel, onSaved }: SealFormProps) {
  const { t } = useTranslation();
  const hasSeal = !!seal.fileId;
  const fields = sealFields(hasSeal);
  const [fileId, setFileId] = useState(seal.fileId);
  const [values, setValues] = useState<SealValues>(EMPTY);
  const [errors, setErrors] = useState<SealErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const save = useMutation({ mutationFn: (body: SealSaveRequest) => saveSeal(body) }, useQueryClientHere());
  const saving = save.isPending;

  const change = (field: keyof SealValues) => (value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setErrors(validateSeal(next, hasSeal, fileId));
  };

  const uploaded = (id: string) => {
    setFileId(id);
    if (submitted) setErrors(validateSeal(values, hasSeal, id));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setSubmitted(true);
    const found = validateSeal(values, hasSeal, fileId);
    setErrors(found);
    const first = (["fileId", ...fields] as const).find((field) => found[field]);
    if (first) {
      document.getElementById(first === "fileId" ? "seal-picture-input" : `seal-${first}`)?.focus();
      return;
    }
    setFailure(null);
    const proof = hasSeal ? { oldPassWord: values.oldPassWord } : { loginPassword: values.loginPassword };
    try {
      const result = await save.mutateAsync({
        fileId: fileId as string,
        password: values.password,
        confirmPwd: values.confirmPwd,
        ...proof,
      });
      if (result?.state) {
        void toastSuccess(result.message || t("seal.saved"));
        onSaved();
        return;
      }
      setFailure(withLogId(result?.message || t("seal.saveFailed"), result?.logId));
    } catch (error) {
      const described = toCallFailure(error);
      setFailure(withLogId(described.serverMessage || t("seal.saveFailed"), described.logId));
    }
  };

  const actions = (
    <>
      <Button text={t("common.cancel")} onClick={onCancel} disabled={saving} />
      <Button
        type="submit"
        intent={Intent.PRIMARY}
        loading={saving}
        disabled={saving}
        text={t("seal.save")}
      />
    </>
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t("seal.title")}>
      <DialogBody>
        {failure && (
          <Callout intent={Intent.DANGER} role="alert" className="tessera-seal-failure">
            {failure}
          </Callout>
        )}
        <SealPicture
          picUrl={seal.picUrl}
          onUploaded={uploaded}
          error={errors.fileId ? t(errors.fileId) : undefined}
          disabled={saving}
        />
        {fields.map((field) => (
          <FormGroup
            key={field}
            label={t(`seal.field.${field}`)}
            labelFor={`seal-${field}`}
            intent={errors[field] ? Intent.DANGER : Intent.NONE}
            helperText={
              <span id={`seal-${field}-error`}>{errors[field] ? t(errors[field]) : undefined}</span>
            }
          >
            <PasswordInput
              id={`seal-${field}`}
              name={field}
              value={values[field]}
              autoComplete={
                field === "loginPassword" || field === "oldPassWord" ? "current-password" : "new-password"
              }
              intent={errors[field] ? Intent.DANGER : Intent.NONE}
              describedBy={`seal-${field}-error`}
              onChange={change(field)}
            />
          </FormGroup>
        ))}
      </DialogBody>
      <DialogFooter actions={actions} />
    </form>
  );
}
