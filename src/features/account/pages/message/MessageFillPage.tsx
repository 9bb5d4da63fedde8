import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router-dom";
import { readLoginRoute } from "../../../../api/clientState";
import { StatusPage } from "../../../../widgets/status/StatusPage";

/** Decodes a message taken from the address; a message that is not valid %-encoding is shown as is. */
export function decodeTip(tip: string | undefined): string {
  if (!tip) return "";
  let text = tip;
  // The router decodes once; a message encoded twice on the way in still holds %XX sequences.
  for (let i = 0; i < 2 && /%[0-9A-Fa-f]{2}/.test(text); i++) {
    try {
      text = decodeURIComponent(text);
    } catch {
      break;
    }
  }
  return text;
}

/** /messageFillPage/{tipId}: shows a message (e.g. why a short link failed) with a link to login. */
export function MessageFillPage() {
  const { t } = useTranslation();
  const { tipId } = useParams();
  const message = decodeTip(tipId);
  useEffect(() => {
    document.title = t("access.message.title");
  }, [t]);
  return (
    <StatusPage
      kind="error"
      icon="info-sign"
      title={t("access.message.title")}
      description={message}
      back={{ to: readLoginRoute(), label: t("access.message.toLogin") }}
    />
  );
}

export default MessageFillPage;
