import { useCallback, useEffect, useState } from "react";
import { downloadFileUrl, getDecryptBySysSetting, logoFileUrl } from "../../../../api/portal";
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

/**
 * Loads the company name and logo for the login screen (spec 1 §2): a tenant route asks
 * getTenantByCode and shows the tenant's front logo; /login reads the platform's sysSetting.
 */
export function useLoginBrand(tenantCode: string | undefined): LoginBrand & { retry: () => void } {
  const [brand, setBrand] = useState<LoginBrand>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    const settle = (next: LoginBrand) => {
      if (!cancelled) setBrand(next);
    };
    setBrand({ status: "loading" });
    void attempt;
    (async () => {
      if (tenantCode) {
        const tenant = await getTenantByCode(tenantCode);
        if (!tenant) return settle({ status: "unknown" });
        const name = tenant.nameFront || tenant.name;
        if (tenant.status === "disabled") return settle({ status: "disabled", name, tenantId: tenant.id });
        return settle({
          status: "ready",
          name,
          tenantId: tenant.id,
          logoUrl: logoFileUrl(tenant.id, "front"),
        });
      }
      const setting = await getDecryptBySysSetting();
      const logoId = setting.frontLogo?.find((file) => file?.id)?.id;
      settle({
        status: "ready",
        name: setting.frontName,
        logoUrl: logoId ? downloadFileUrl(logoId) : undefined,
      });
    })().catch(() => settle(tenantCode ? { status: "failed" } : { status: "ready" }));
    return () => {
      cancelled = true;
    };
  }, [tenantCode, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...brand, retry };
}
