import type { PwdStrategy } from "../../../../api/contract";
import type { FieldError } from "../login/validators";

/** Minimum new-password length when no strategy is enabled (spec 1 §9). */
export const DEFAULT_MIN_PASSWORD_LENGTH = 6;

const DIGIT = /[0-9]/;
const LETTER = /[A-Za-z]/;
const UPPER = /[A-Z]/;
const LOWER = /[a-z]/;
/** Special characters: ASCII punctuation and symbols (!"#$%&'()*+,-./:;<=>?@[\]^_`{|}~). */
const SPECIAL = /[!-/:-@[-`{-~]/;

/** True when a strategy is switched on (enable 1). */
export function isStrategyEnabled(strategy: PwdStrategy | null | undefined): strategy is PwdStrategy {
  return !!strategy && Number(strategy.enable) === 1;
}

/** The minimum length a new password needs under a strategy (6 without one). */
export function minPasswordLength(strategy: PwdStrategy | null | undefined): number {
  if (!isStrategyEnabled(strategy)) return DEFAULT_MIN_PASSWORD_LENGTH;
  const length = Number(strategy.pwdLength);
  return Number.isFinite(length) && length > 0 ? length : 0;
}

/**
 * Checks a new password against the strategy (spec 1 §5): length first (新密码长度至少为{n}), then the
 * rule — 2 digits and letters, 3 digits, letters and special characters, 4 digits, upper and lower case
 * letters and special characters. Returns null when it passes.
 */
export function checkPasswordStrategy(
  password: string,
  strategy: PwdStrategy | null | undefined,
): FieldError | null {
  const min = minPasswordLength(strategy);
  if (password.length < min) return { key: "access.password.minLength", values: { n: min } };
  if (!isStrategyEnabled(strategy)) return null;
  const rule = Number(strategy.pwdRule);
  const has = (pattern: RegExp) => pattern.test(password);
  if (rule === 2 && !(has(DIGIT) && has(LETTER))) return { key: "access.password.rule2" };
  if (rule === 3 && !(has(DIGIT) && has(LETTER) && has(SPECIAL))) return { key: "access.password.rule3" };
  if (rule === 4 && !(has(DIGIT) && has(UPPER) && has(LOWER) && has(SPECIAL))) {
    return { key: "access.password.rule4" };
  }
  return null;
}

/** A one-line description of what the strategy asks for, for the form's hint. */
export function strategyHint(strategy: PwdStrategy | null | undefined): FieldError {
  const min = minPasswordLength(strategy);
  const rule = isStrategyEnabled(strategy) ? Number(strategy.pwdRule) : 1;
  const key = rule >= 2 && rule <= 4 ? `access.password.hintRule${rule}` : "access.password.hintLength";
  return { key, values: { n: min } };
}

export interface ChangePasswordValues {
  oldPwd: string;
  newPwd: string;
  confirmPwd: string;
}

export interface ChangePasswordErrors {
  oldPwd?: FieldError;
  newPwd?: FieldError;
  confirmPwd?: FieldError;
}

/**
 * Validates the change-password form: 请输入旧密码, 请输入新密码 (then the strategy),
 * 请再次输入新密码 and 两次输入密码不一致!. An empty object means it may be submitted.
 */
export function validateChangePassword(
  values: ChangePasswordValues,
  strategy: PwdStrategy | null | undefined,
): ChangePasswordErrors {
  const errors: ChangePasswordErrors = {};
  if (!values.oldPwd) errors.oldPwd = { key: "access.password.oldRequired" };
  if (!values.newPwd) errors.newPwd = { key: "access.password.newRequired" };
  else {
    const strategyError = checkPasswordStrategy(values.newPwd, strategy);
    if (strategyError) errors.newPwd = strategyError;
  }
  if (!values.confirmPwd) errors.confirmPwd = { key: "access.password.confirmRequired" };
  else if (values.confirmPwd !== values.newPwd) errors.confirmPwd = { key: "access.password.mismatch" };
  return errors;
}
