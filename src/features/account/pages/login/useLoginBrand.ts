import { useCallback, useEffect, useState } from "react";
import { downloadFileUrl, getDecryptBySysSetting, logoFileUrl } from "../../../../api/portal";
import { retryDelay, shouldRetry } from "../../../../api/query/retry";
import { getTenantByCode } from "../../../../api/uc";

/** What the login screen shows of the organisation it signs in to. */
export interface LoginBrand {
  /** loading; ready; unknown (no tenant with that code); disabled (tenant switched off); failed (could not ask). */
  status: "loading" | "ready" | "unknown" | "disabled" | "failed";
  name?: string;
  logoUrl?: string;
  /** Tenant id sent as /auth?tenantId= on a tenant route. */
  tenantId?: string;
}

/** The brand of a tenant route (getTenantByCode), or of /login (the platform's sysSetting). */
async function loadBrand(tenantCode: string | undefined): Promise<LoginBrand> {
  if (tenantCode) {
    const tenant = await getTenantByCode(tenantCode);
    if (!tenant) return { status: "unknown" };
    const name = tenant.nameFront || tenant.name;
    if (tenant.status === "disabled") return { status: "disabled", name, tenantId: tenant.id };
    return { status: "ready", name, tenantId: tenant.id, logoUrl: logoFileUrl(tenant.id, "front") };
  }
  const setting = await getDecryptBySysSetting();
  const logoId = setting.frontLogo?.find((file) => file?.id)?.id;
  return { status: "ready", name: setting.frontName, logoUrl: logoId ? downloadFileUrl(logoId) : undefined };
}

/** loadBrand, tried again with the app's back-off (src/api/query/retry.ts) while `live()` holds. */
async function loadBrandRetrying(tenantCode: string | undefined, live: () => boolean): Promise<LoginBrand> {
  for (let failures = 0; ; failures++) {
    try {
      return await loadBrand(tenantCode);
    } catch (error) {
      if (!live() || !shouldRetry(failures, error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, retryDelay(failures)));
    }
  }
}

/**
 * Loads the company name and logo for the login screen (spec 1 §2): a tenant route asks
 * getTenantByCode and shows the tenant's front logo; /login reads the platform's sysSetting. A failure
 * (after the app's retries with back-off) blocks a tenant route (status failed, with retry) and leaves
 * /login with the app's own name. Plain React state, not TanStack Query: the login route does not load it.
 */
export function useLoginBrand(tenantCode: string | undefined): LoginBrand & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  // The answer with the request it answers, so a new tenant or a retry shows loading until its own answer.
  const [answer, setAnswer] = useState<{ key: string; brand: LoginBrand }>();
  const key = `${tenantCode ?? ""}#${attempt}`;
  useEffect(() => {
    let live = true;
    const settle = (brand: LoginBrand) => {
      if (live) setAnswer({ key, brand });
    };
    loadBrandRetrying(tenantCode, () => live).then(settle, () =>
      settle(tenantCode ? { status: "failed" } : { status: "ready" }),
    );
    return () => {
      live = false;
    };
  }, [tenantCode, key]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const brand: LoginBrand = answer?.key === key ? answer.brand : { status: "loading" };
  return { ...brand, retry };
}
