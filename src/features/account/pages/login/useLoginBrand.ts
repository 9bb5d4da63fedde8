import { useQuery } from "@tanstack/react-query";
import { useCallback } from "react";
import { downloadFileUrl, getDecryptBySysSetting, logoFileUrl } from "../../../../api/portal";
import { useQueryClientHere } from "../../../../api/query/queryClientHere";
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

/**
 * Loads the company name and logo for the login screen (spec 1 §2): a tenant route asks
 * getTenantByCode and shows the tenant's front logo; /login reads the platform's sysSetting. A failure
 * blocks a tenant route (status failed, with retry) and leaves /login with the app's own name.
 */
export function useLoginBrand(tenantCode: string | undefined): LoginBrand & { retry: () => void } {
  const query = useQuery(
    { queryKey: ["account", "loginBrand", tenantCode ?? ""], queryFn: () => loadBrand(tenantCode) },
    useQueryClientHere(),
  );
  const { refetch } = query;
  const retry = useCallback(() => void refetch(), [refetch]);
  const brand: LoginBrand =
    query.isPending || (query.isError && query.isFetching)
      ? { status: "loading" }
      : query.isError
        ? tenantCode
          ? { status: "failed" }
          : { status: "ready" }
        : query.data;
  return { ...brand, retry };
}
