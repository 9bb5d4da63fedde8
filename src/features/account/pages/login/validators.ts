/** A validation failure: an i18n key and its interpolation values. */
export interface FieldError {
  key: string;
  values?: Record<string, string | number>;
}

/** Account format: 2 to 20 letters, digits, underscores or hyphens (spec 1 §5). */
export const ACCOUNT_PATTERN = /^[A-Za-z0-9_-]{2,20}$/;

/** Checks the login account: 请输入账号 when empty, 账号格式不符合规范 when malformed, else null. */
export function validateAccount(account: string): FieldError | null {
  const value = account.trim();
  if (!value) return { key: "access.validation.accountRequired" };
  if (!ACCOUNT_PATTERN.test(value)) return { key: "access.validation.accountFormat" };
  return null;
}

/** Checks the login password: 请输入密码 when empty (its complexity is the server's business at login). */
export function validateLoginPassword(password: string): FieldError | null {
  return password ? null : { key: "access.validation.passwordRequired" };
}

export interface LoginFormErrors {
  account?: FieldError;
  password?: FieldError;
}

/** Validates the whole login form; an empty object means it may be submitted. */
export function validateLoginForm(values: { account: string; password: string }): LoginFormErrors {
  const errors: LoginFormErrors = {};
  const account = validateAccount(values.account);
  const password = validateLoginPassword(values.password);
  if (account) errors.account = account;
  if (password) errors.password = password;
  return errors;
}
