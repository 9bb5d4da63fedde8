/**
 * Values the client keeps in localStorage across sessions (spec 1 §1, §2): the language, the remembered
 * login route and the tenant code sent as the Tenant-Code header.
 */
export const LOCAL_KEYS = { lang: "lang", loginRoute: "loginRoute", tenantCode: "tenantCode" } as const;

/** The storage key of the signed-in user (CONTRACT.md §1.2); in localStorage, shared by the tabs. */
export const CURRENT_USER_KEY = "currentUser";

export const DEFAULT_LANGUAGE = "zh-CN";
export const DEFAULT_TENANT_CODE = "platform";
export const DEFAULT_LOGIN_ROUTE = "/login";

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** The chosen language, zh-CN when none was chosen. */
export function readLanguage(): string {
  return read(LOCAL_KEYS.lang) || DEFAULT_LANGUAGE;
}

/** The tenant code of the last login route, platform by default. */
export function readTenantCode(): string {
  return read(LOCAL_KEYS.tenantCode) || DEFAULT_TENANT_CODE;
}

/** The remembered login route (`/login` or `/login/{tenant}`). */
export function readLoginRoute(): string {
  const route = read(LOCAL_KEYS.loginRoute);
  return route && /^\/login(\/[\w-]+)?$/.test(route) ? route : DEFAULT_LOGIN_ROUTE;
}

/** Remembers the login route and its tenant code for the next login, logout and 401. */
export function rememberLoginRoute(tenantCode: string | undefined): void {
  try {
    localStorage.setItem(LOCAL_KEYS.loginRoute, tenantCode ? `/login/${tenantCode}` : DEFAULT_LOGIN_ROUTE);
    localStorage.setItem(LOCAL_KEYS.tenantCode, tenantCode || DEFAULT_TENANT_CODE);
  } catch {
    // Storage can be unavailable (private mode); the defaults apply then.
  }
}
