import type { MethodAuth } from "../../api/contract";

/**
 * True when the user may use a method (button/API) alias: a control is hidden only when its alias is a
 * registered method (in allMethod) that the user was not granted (not in curUserMethod) — CONTRACT.md §5.
 */
export function hasMethod(auth: MethodAuth, alias: string): boolean {
  return !auth.allMethod.includes(alias) || auth.curUserMethod.includes(alias);
}
