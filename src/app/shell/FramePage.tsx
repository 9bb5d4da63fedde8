import { AnchorButton, Button, H5, NonIdealState } from "@blueprintjs/core";
import { useAtomValue } from "jotai";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams, useSearchParams } from "react-router-dom";
import { findChainByAlias, useVisibleMenus } from "../../platform/menus/menuSelection";
import { currentUserAtom } from "../../platform/session/atoms";
import { useShellPageActions } from "../../platform/shellPage";
import { buildFrameUrl } from "./frameUrl";
import "./layout.css";

/**
 * The page of a menu with an external link (route /:menuAlias/href/template/:alias?href=<base64>):
 * the decoded link, with the user's token and a reload timestamp, in a frame that fills the main area.
 * Reload and open-in-new-window sit in the shell's heading row (or in the page's own title bar when
 * the shell shows no heading). Only the target configured on the user's menu of that alias is framed:
 * a crafted link, or a missing, unreadable or unsafe one, shows a refusal instead.
 */
export default function FramePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { alias = "" } = useParams();
  const [searchParams] = useSearchParams();
  const encoded = searchParams.get("href");
  const token = useAtomValue(currentUserAtom)?.token;
  const menus = useVisibleMenus();
  const chain = useMemo(() => findChainByAlias(menus, alias), [menus, alias]);
  const menu = chain?.[chain.length - 1];
  const name = menu?.name ?? alias;

  // A new link or the reload button takes a new timestamp, so the frame bypasses caches.
  const [stamp, setStamp] = useState(() => ({ encoded, at: Date.now() }));
  if (stamp.encoded !== encoded) setStamp({ encoded, at: Date.now() });
  const frame = useMemo(
    () => buildFrameUrl(encoded, menu?.href, { token, now: stamp.at }),
    [encoded, menu?.href, token, stamp.at],
  );
  const url = frame.ok ? frame.url : null;

  const actions = useMemo(
    () =>
      url === null ? null : (
        <div className="tessera-frame-actions">
          <Button
            variant="minimal"
            icon="refresh"
            aria-label={t("shell.frame.reload")}
            title={t("shell.frame.reload")}
            onClick={() => setStamp({ encoded, at: Date.now() })}
          />
          <AnchorButton
            variant="minimal"
            icon="share"
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t("shell.frame.openInNewWindow")}
            title={t("shell.frame.openInNewWindow")}
          />
        </div>
      ),
    [url, encoded, t],
  );
  const inShellHeading = useShellPageActions(actions);

  if (!frame.ok) {
    return (
      <NonIdealState
        className="tessera-frame-error"
        icon="error"
        title={t("shell.frame.invalidTitle")}
        description={t(`shell.frame.${frame.error}Href`)}
        action={<Button icon="home" text={t("shell.frame.backHome")} onClick={() => navigate("/home")} />}
      />
    );
  }

  return (
    <section
      className={`tessera-frame-page${inShellHeading ? " tessera-frame-page-headed" : ""}`}
      aria-label={name}
    >
      {!inShellHeading && (
        <div className="tessera-frame-toolbar">
          <H5 className="tessera-frame-title">{name}</H5>
          {actions}
        </div>
      )}
      <iframe className="tessera-frame" key={frame.url} src={frame.url} title={name} />
    </section>
  );
}
