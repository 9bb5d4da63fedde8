import { Spinner } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import "./status.css";

/** A centred spinner with a caption, for a screen that is still loading. */
export function LoadingPage({ caption, fullPage = true }: { caption?: string; fullPage?: boolean }) {
  const { t } = useTranslation();
  const text = caption ?? t("common.loading");
  return (
    <div
      className={fullPage ? "tessera-status tessera-status-full" : "tessera-status"}
      role="status"
      aria-live="polite"
    >
      <Spinner size={32} aria-label={text} />
      <span className="tessera-status-caption">{text}</span>
    </div>
  );
}

export default LoadingPage;
