import { useSetAtom } from "jotai";
import { useEffect } from "react";
import { listenLiveEvents } from "../../../api/liveEvents";
import { useQueryClientHere } from "../../../api/query/queryClientHere";
import { messagesChangedAtom } from "../model";

/**
 * While the shell is shown, listens to the server's live events of the signed-in user: a new message bumps
 * the message badge and lists; a to-do change loads the menu badges (to-do, to-read) again at once.
 */
export function useLiveEvents(enabled = true) {
  const changed = useSetAtom(messagesChangedAtom);
  const client = useQueryClientHere();
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    void listenLiveEvents((topics) => {
      if (topics.includes("messages")) changed((n) => n + 1);
      if (topics.includes("todo")) {
        void client.invalidateQueries({ queryKey: ["menuCounts"] });
        void client.invalidateQueries({ queryKey: ["flow", "menuCounts"] });
      }
    }, controller.signal);
    return () => controller.abort();
  }, [enabled, changed, client]);
}
