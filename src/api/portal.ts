import i18n from "../i18n";
import type {
  CommonResult,
  MethodAuth,
  ShortUrlAnswer,
  SysMenu,
  SysSettingEntity,
  SysSettingValue,
} from "./contract";
import { host } from "./hosts";
import { http } from "./http";

/** GET {portal}/system/file/v1/getLogoFile: the URL of a tenant's logo image (anonymous; 404 when none). */
export function logoFileUrl(tenantId: string, logoType: "front" | "manage" = "front"): string {
  const query = new URLSearchParams({ logoType, tenantId });
  return `${host("portal")}/system/file/v1/getLogoFile?${query}`;
}

/** GET {portal}/system/file/v1/downloadFile: the URL of a stored file (public files are anonymous). */
export function downloadFileUrl(fileId: string): string {
  return `${host("portal")}/system/file/v1/downloadFile?${new URLSearchParams({ fileId })}`;
}

/**
 * GET {portal}/sys/sysProperties/v1/getDecryptBySysSetting: the front name and logo of the platform
 * (the entity's `value` is JSON text). A missing or unreadable value gives {}.
 */
export async function getDecryptBySysSetting(): Promise<SysSettingValue> {
  const { data } = await http.get<SysSettingEntity>(
    `${host("portal")}/sys/sysProperties/v1/getDecryptBySysSetting`,
    {
      silent: true,
    },
  );
  if (!data || typeof data.value !== "string" || !data.value) return {};
  try {
    const value = JSON.parse(data.value) as unknown;
    return value && typeof value === "object" ? (value as SysSettingValue) : {};
  } catch {
    return {};
  }
}

/** GET {portal}/portal/shorturlManage/v1/getLongUrlByShortUrl: resolves "surl/<code>" into a path and its guest session. */
export async function getLongUrlByShortUrl(shortUrl: string): Promise<CommonResult<ShortUrlAnswer>> {
  const { data } = await http.get<CommonResult<ShortUrlAnswer>>(
    `${host("portal")}/portal/shorturlManage/v1/getLongUrlByShortUrl`,
    // The page shows a refusal's message (state false) itself: the answer is read as data.
    { params: { shortUrl }, silent: true, acceptFailedState: true },
  );
  return data;
}

/** Sorts a menu tree by sn at every level (spec 1 §2: menus are sorted by sn). */
export function sortMenus(menus: SysMenu[]): SysMenu[] {
  return [...menus]
    .sort((a, b) => (a.sn ?? 0) - (b.sn ?? 0))
    .map((menu) => ({ ...menu, children: sortMenus(menu.children ?? []) }));
}

/** GET {portal}/sys/sysMenu/v1/getCurrentUserMenu: the current user's menu tree under a root alias. */
export async function getCurrentUserMenu(menuAlias = "front_menu"): Promise<CommonResult<SysMenu[]>> {
  const { data } = await http.get<CommonResult<SysMenu[]>>(
    `${host("portal")}/sys/sysMenu/v1/getCurrentUserMenu`,
    { params: { menuAlias }, failureText: i18n.t("access.session.loadFailed") },
  );
  return data;
}

/** GET {portal}/sys/sysMenu/v1/getCurrentUserMethodAuth: all method aliases and the user's own. */
export async function getCurrentUserMethodAuth(): Promise<MethodAuth> {
  const { data } = await http.get<MethodAuth>(`${host("portal")}/sys/sysMenu/v1/getCurrentUserMethodAuth`);
  return {
    allMethod: Array.isArray(data?.allMethod) ? data.allMethod : [],
    curUserMethod: Array.isArray(data?.curUserMethod) ? data.curUserMethod : [],
  };
}
