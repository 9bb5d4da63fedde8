/** POST /auth?tenantId= body. The password is Base64 of its UTF-8 bytes (spec 1 §7). */
export interface AuthRequest {
  username: string;
  password: string;
}

/** Answer of /auth, /sso/auth (bare object). loginStatus 0 ⇒ the client must force a password change. */
export interface AuthResponse {
  token: string;
  username: string;
  account: string;
  userId: string;
  /** Token lifetime in seconds. */
  expiration: number;
  loginStatus: 0 | 1;
  userAttrs: { tenantId: string; isInitPassword?: boolean; guest?: boolean };
}

/** Answer of GET /refresh: a new token with the same claims. */
export interface RefreshResponse {
  token: string;
  expiration: number;
}

/** User status: 1 normal, 0 disabled, -1 inactive, anything else left the company. */
export type UserStatus = number;

export interface UserInfo {
  id: string;
  fullname: string;
  account: string;
  mobile?: string;
  email?: string;
  sex?: string;
  status: UserStatus;
  address?: string;
}

export interface UserDetail {
  user: UserInfo;
  role: { roleName: string; alias: string }[];
  post: { postId: string; postName: string; postCode: string; pathName: string }[];
  org: { orgId: string; orgName: string; orgCode: string; pathName: string; isMaster: 0 | 1 }[];
}

export interface ChangePasswordRequest {
  oldPwd: string;
  newPwd: string;
}

/** Password strategy (CONTRACT.md §10.4). pwdRule 1 none, 2 letters+digits, 3 +special, 4 upper+lower+digits+special. */
export interface PwdStrategy {
  id: string;
  initPwd?: string;
  pwdRule: 1 | 2 | 3 | 4;
  pwdLength: number;
  duration: number;
  enable: 0 | 1;
}

export interface Tenant {
  id: string;
  code: string;
  name: string;
  nameFront?: string;
  status: "enable" | "disabled" | "draft";
  /** JSON text: [{id, name}] of icon files. */
  ico?: string;
  /** JSON text: [{id, name}] of logo files; each downloads at /system/file/v1/downloadFile?fileId=. */
  frontLogo?: string;
  desc?: string;
}

/** Value of GET /sys/sysProperties/v1/getDecryptBySysSetting: entity whose `value` is JSON text. */
export interface SysSettingEntity {
  alias: string;
  value: string;
}

/**
 * getLongUrlByShortUrl's value: the target path and the guest session itself (an AuthResponse whose token
 * is also `guestToken`); a guest token cannot be exchanged at /sso/auth.
 */
export interface ShortUrlAnswer extends AuthResponse {
  url: string;
  guestToken: string;
}

/** The JSON text held in SysSettingEntity.value (api-notes: frontName, frontLogo, ico). */
export interface SysSettingValue {
  frontName?: string;
  manageName?: string;
  frontLogo?: { id: string; name?: string }[];
  ico?: { id: string; name?: string }[];
}

/** Query of GET /sso/auth: a token from the address (ticket = code = token), a CAS ticket or an OAuth code. */
export interface SsoAuthQuery {
  ticket?: string;
  code?: string;
  service?: string;
  ssoMode?: "cas" | "oauth" | "jwt";
}
