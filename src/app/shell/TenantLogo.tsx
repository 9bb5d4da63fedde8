import { useAtomValue } from "jotai";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { logoFileUrl } from "../../api/portal";
import { currentUserAtom } from "../../platform/session/atoms";

/** The front logo URL of a tenant, or null before the runtime context (service hosts) is loaded. */
export function tenantLogoUrl(tenantId: string): string | null {
  try {
    return logoFileUrl(tenantId, "front");
  } catch {
    return null;
  }
}

/**
 * The header's logo, a link to /home: the signed-in user's tenant logo, or the text mark "Tessera"
 * when the user has no tenant or the tenant has no logo (the file answers 404).
 */
export function TenantLogo() {
  const { t } = useTranslation();
  const tenantId = useAtomValue(currentUserAtom)?.userAttrs?.tenantId;
  const src = tenantId ? tenantLogoUrl(tenantId) : null;
  const [failedSrc, setFailedSrc] = useState<string | null>(null);

  return (
    <Link
      to="/home"
      className="tessera-logo"
      aria-label={t("shell.header.home")}
      title={t("shell.header.home")}
    >
      {src && failedSrc !== src ? (
        <img src={src} alt={t("shell.header.logoAlt")} onError={() => setFailedSrc(src)} />
      ) : (
        <span className="tessera-logo-text">{t("shell.brand")}</span>
      )}
    </Link>
  );
}
