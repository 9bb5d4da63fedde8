import { readLanguage } from "./clientState";
import { host } from "./hosts";
import { getSessionBridge } from "./sessionBridge";

/** What changed for the signed-in user (server/services/messages/events.ts). */
export type LiveTopic = "messages" | "todo";

/** Pause before opening the stream again after it ended or failed. */
export const LIVE_RETRY_MS = 5_000;

const EVENTS_PATH = "/innermsg/messageReceiver/v1/events";

/** The topics of one server-sent event block (`event: changed` with `data: {"topics":[…]}`), else null. */
export function topicsOfEvent(block: string): LiveTopic[] | null {
  const lines = block.split("\n");
  if (!lines.some((l) => l.trim() === "event: changed")) return null;
  const data = lines
    .filter((l) => l.startsWith("data:"))
    .map((l) => l.slice(5).trim())
    .join("\n");
  try {
    const parsed = JSON.parse(data) as { topics?: unknown };
    return Array.isArray(parsed.topics)
      ? parsed.topics.filter((t): t is LiveTopic => t === "messages" || t === "todo")
      : null;
  } catch {
    return null;
  }
}

/**
 * Listens to the server's live events of the signed-in user until `signal` aborts: each `changed` event
 * calls `onChange` with its topics. The stream is read with fetch so the token travels in the
 * Authorization header (never in a URL). When it ends or fails it is opened again after LIVE_RETRY_MS;
 * without a session, or on 401/403, it stops. The pages' focus and timer refreshes remain the fallback.
 */
export async function listenLiveEvents(
  onChange: (topics: LiveTopic[]) => void,
  signal: AbortSignal,
  fetchImpl: typeof fetch = fetch,
  retryMs = LIVE_RETRY_MS,
): Promise<void> {
  while (!signal.aborted) {
    const session = getSessionBridge().current();
    if (!session?.token) return;
    try {
      const res = await fetchImpl(`${host("portal")}${EVENTS_PATH}`, {
        headers: { Authorization: `Bearer ${session.token}`, "Accept-Language": readLanguage() },
        signal,
        cache: "no-store",
      });
      if (res.status === 401 || res.status === 403) return;
      if (res.ok && res.body) await readStream(res.body, onChange);
    } catch {
      // A dropped stream or a network failure: open it again after the pause.
    }
    if (signal.aborted) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, retryMs);
      signal.addEventListener("abort", () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
}

async function readStream(body: ReadableStream<Uint8Array>, onChange: (topics: LiveTopic[]) => void) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let text = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    text += decoder.decode(value, { stream: true }).replace(/\r\n/g, "\n");
    const blocks = text.split("\n\n");
    text = blocks.pop() ?? "";
    for (const block of blocks) {
      const topics = topicsOfEvent(block);
      if (topics?.length) onChange(topics);
    }
  }
}
