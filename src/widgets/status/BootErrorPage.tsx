import { useTranslation } from "react-i18next";
import { ReloadButton, StatusPage } from "./StatusPage";

/** Shown when the app cannot start (the runtime context could not be read). No router exists yet. */
export function BootErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const message = error instanceof Error ? error.message : String(error);
  return (
    <StatusPage
      kind="error"
      title={t("common.boot.title")}
      description={
        <>
          <p>{t("common.boot.description", { message })}</p>
          <p>{t("common.boot.hint")}</p>
        </>
      }
      action={<ReloadButton label={t("common.reload")} />}
    />
  );
}

export default BootErrorPage;
