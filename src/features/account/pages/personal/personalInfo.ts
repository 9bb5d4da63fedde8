import type { UserDetail } from "../../../../api/contract";

/** i18n key of a user status: 1 normal, 0 disabled, -1 inactive, anything else left the company (spec 1 §3). */
export function userStatusKey(status: unknown): string {
  const value = Number(status);
  if (value === 1) return "access.personal.status.normal";
  if (value === 0) return "access.personal.status.disabled";
  if (value === -1) return "access.personal.status.inactive";
  return "access.personal.status.left";
}

/** i18n key of a sex code, or null when the value is shown as it is. */
export function sexKey(sex: unknown): string | null {
  const value = String(sex ?? "").toLowerCase();
  if (["1", "m", "male", "男"].includes(value)) return "access.personal.sex.male";
  if (["0", "2", "f", "female", "女"].includes(value)) return "access.personal.sex.female";
  return null;
}

/** The role names of a user detail; a roleName may hold several names joined by "|" (spec 1 §3). */
export function roleNames(detail: UserDetail | null | undefined): string[] {
  const names = (detail?.role ?? []).flatMap((role) => String(role.roleName ?? "").split("|"));
  return [...new Set(names.map((name) => name.trim()).filter(Boolean))];
}
