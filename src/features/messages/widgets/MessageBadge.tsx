import { Classes, Icon } from "@blueprintjs/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useAtomValue } from "jotai";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { useQueryClientHere } from "../../../api/query/queryClientHere";
import { useEngine } from "../../../engine/react";
import { fetchUnreadCount } from "../api";
import { messagesChangedAtom } from "../model";
import "./messageBadge.css";

/** The message receiver's path. */
export const MESSAGE_RECEIVER_PATH = "/v-personal/v-messageReceiver";
/** How often the count loads again while the page is visible (live events come sooner). */
export const MESSAGE_BADGE_REFRESH_MS = 60_000;

/**
 * The header's envelope with the unread count (spec 3 §4 msgbadge): a link to the message receiver. The
 * count loads on mount, on focus, every minute, and at once when a live event or a change on the message
 * page bumps {@link messagesChangedAtom}; it is never below 0 and hidden at 0.
 */
export function MessageBadge() {
  const { t } = useTranslation();
  const fetcher = useEngine().options.fetcher;
  const version = useAtomValue(messagesChangedAtom);
  const query = useQuery(
    {
      queryKey: ["messages", "badge", version],
      queryFn: ({ signal }) => fetchUnreadCount(fetcher, signal),
      refetchOnWindowFocus: true,
      refetchInterval: MESSAGE_BADGE_REFRESH_MS,
      placeholderData: keepPreviousData,
    },
    useQueryClientHere(),
  );
  const count = query.data ?? 0;
  const label = t("messages.badge", { count });
  return (
    <Link
      to={MESSAGE_RECEIVER_PATH}
      aria-label={label}
      title={label}
      className={`${Classes.BUTTON} ${Classes.MINIMAL} tessera-message-badge`}
    >
      <Icon icon="envelope" />
      {count > 0 && (
        <span className="tessera-message-badge-count" aria-hidden="true">
          {count > 99 ? "99+" : count}
        </span>
      )}
    </Link>
  );
}
