import { encodeBase64Utf8 } from "./base64";
import type {
  AuthResponse,
  ChangePasswordRequest,
  CommonResult,
  PageList,
  PwdStrategy,
  QueryFilter,
  RefreshResponse,
  SsoAuthQuery,
  Tenant,
  UserDetail,
  UserInfo,
} from "./contract";
import { host } from "./hosts";
import { http } from "./http";

/** Who signs in: the account, the plain password (encoded here) and the tenant id of a tenant route. */
export interface LoginPrincipal {
  account: string;
  password: string;
  tenantId?: string;
}

/** POST {uc}/auth[?tenantId=]: signs in. Failures reject; the login form shows the message (no toast). */
export async function auth(principal: LoginPrincipal): Promise<AuthResponse> {
  const { data } = await http.post<AuthResponse>(
    `${host("uc")}/auth`,
    { username: principal.account, password: encodeBase64Utf8(principal.password) },
    { params: principal.tenantId ? { tenantId: principal.tenantId } : undefined, silent: true },
  );
  return data;
}

/** GET {uc}/refresh: a new token with the same claims (the HTTP layer calls it by itself). */
export async function refresh(): Promise<RefreshResponse> {
  const { data } = await http.get<RefreshResponse>(`${host("uc")}/refresh`, { silent: true });
  return data;
}

/** GET {uc}/signout: revokes the token. Never toasts and never redirects: logout goes on regardless. */
export async function signout(): Promise<CommonResult> {
  const { data } = await http.get<CommonResult>(`${host("uc")}/signout`, {
    silent: true,
    skipAuthRedirect: true,
  });
  return data;
}

/** GET {uc}/sso/auth: turns a token from the address, a CAS ticket or an OAuth code into a session (never a guest token). */
export async function ssoAuth(query: SsoAuthQuery): Promise<AuthResponse> {
  const params = Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== ""),
  );
  const { data } = await http.get<AuthResponse>(`${host("uc")}/sso/auth`, { params, silent: true });
  if (!data || typeof data.token !== "string" || !data.token) {
    throw new Error("The single sign-on answer holds no token");
  }
  return data;
}

/** GET {uc}/uc/tenantManage/v1/getTenantByCode: the tenant of a login route, or null when unknown. */
export async function getTenantByCode(code: string): Promise<Tenant | null> {
  const { data } = await http.get<Tenant | Record<string, never>>(
    `${host("uc")}/uc/tenantManage/v1/getTenantByCode`,
    { params: { code }, silent: true },
  );
  return data && "id" in data && data.id ? (data as Tenant) : null;
}

/** GET {uc}/uc/tenantManage/v1/getJson: one tenant by id. */
export async function getTenant(id: string): Promise<Tenant> {
  const { data } = await http.get<Tenant>(`${host("uc")}/uc/tenantManage/v1/getJson`, { params: { id } });
  return data;
}

/** POST {uc}/uc/tenantManage/v1/listJson: tenant search (page 1, size 20 unless the filter says otherwise). */
export async function listTenants(filter: QueryFilter = {}): Promise<PageList<Tenant>> {
  const body: QueryFilter = {
    ...filter,
    pageBean: { page: 1, pageSize: 20, showTotal: true, ...filter.pageBean },
  };
  const { data } = await http.post<PageList<Tenant>>(`${host("uc")}/uc/tenantManage/v1/listJson`, body);
  return data;
}

/** POST {uc}/api/user/v1/user/getByAccount: a user of the caller's tenant, or null. */
export async function getByAccount(account: string): Promise<UserInfo | null> {
  const { data } = await http.post<UserInfo | Record<string, never>>(
    `${host("uc")}/api/user/v1/user/getByAccount`,
    {
      account,
    },
  );
  return data && "id" in data && data.id ? (data as UserInfo) : null;
}

/** GET {uc}/api/user/v1/user/getDetailByAccountOrId: user, roles, posts and orgs. */
export async function getDetailByAccountOrId(
  query: { account: string; id?: never } | { id: string; account?: never },
  options: { silent?: boolean } = {},
): Promise<UserDetail> {
  const { data } = await http.get<UserDetail>(`${host("uc")}/api/user/v1/user/getDetailByAccountOrId`, {
    params: query,
    silent: options.silent,
  });
  return data;
}

/** POST {uc}/api/user/v1/user/changUserPsd: changes the signed-in user's password (state false = refused). */
export async function changUserPsd(request: ChangePasswordRequest): Promise<CommonResult> {
  // The form explains a refusal (state false) itself: the answer is read as data.
  const { data } = await http.post<CommonResult>(`${host("uc")}/api/user/v1/user/changUserPsd`, request, {
    silent: true,
    acceptFailedState: true,
  });
  return data;
}

/** GET {uc}/api/pwdStrategy/v1/getDefault: the password strategy of the tenant. */
export async function getDefaultPwdStrategy(): Promise<PwdStrategy | null> {
  const { data } = await http.get<PwdStrategy | Record<string, never>>(
    `${host("uc")}/api/pwdStrategy/v1/getDefault`,
    {
      silent: true,
    },
  );
  return data && "enable" in data ? (data as PwdStrategy) : null;
}
