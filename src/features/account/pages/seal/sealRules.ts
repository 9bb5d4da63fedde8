/** The seal form's values (spec 3 §5 Electronic seal form). */
export interface SealValues {
  loginPassword: string;
  oldPassWord: string;
  password: string;
  confirmPwd: string;
}

export type SealField = keyof SealValues | "fileId";
export type SealErrors = Partial<Record<SealField, string>>;

/** The password fields shown: the login password on the first set, the old seal password on a change. */
export function sealFields(hasSeal: boolean): (keyof SealValues)[] {
  return [hasSeal ? "oldPassWord" : "loginPassword", "password", "confirmPwd"];
}

/** Checks the form; the answer maps a field to the i18n key of its message (empty when valid). */
export function validateSeal(values: SealValues, hasSeal: boolean, fileId: string | undefined): SealErrors {
  const errors: SealErrors = {};
  if (!fileId) errors.fileId = "seal.error.picture";
  if (hasSeal && !values.oldPassWord) errors.oldPassWord = "seal.error.oldPassWord";
  if (!hasSeal && !values.loginPassword) errors.loginPassword = "seal.error.loginPassword";
  if (!values.password) errors.password = "seal.error.password";
  if (!values.confirmPwd) errors.confirmPwd = "seal.error.confirmPwd";
  else if (values.password && values.password !== values.confirmPwd)
    errors.confirmPwd = "seal.error.mismatch";
  return errors;
}

/** True for a file whose name ends in .png (the spec's rule: 请上传后缀名为png类型的图片). */
export function isPngName(name: string): boolean {
  return /\.png$/i.test(name);
}
