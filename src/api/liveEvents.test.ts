import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CURRENT_USER_KEY } from "./clientState";
import { setRuntimeContext } from "./hosts";
import { type LiveTopic, listenLiveEvents, topicsOfEvent } from "./liveEvents";
import { TEST_CONTEXT } from "./testing/fakeAdapter";

/** A response whose body streams the given chunks, then ends. */
function streamOf(chunks: string[], status = 200): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const c of chunks) controller.enqueue(encoder.encode(c));
      controller.close();
    },
  });
  return new Response(body, { status, headers: { "content-type": "text/event-stream" } });
}

beforeEach(() => {
  setRuntimeContext({ ...TEST_CONTEXT });
  localStorage.setItem(
    CURRENT_USER_KEY,
    JSON.stringify({ token: "tok-1", loginTime: Date.now(), expiration: 3600 }),
  );
});
afterEach(() => localStorage.clear());

describe("topicsOfEvent", () => {
  it("reads the topics of a changed event and ignores comments and other events", () => {
    expect(topicsOfEvent('event: changed\ndata: {"topics":["messages","todo"]}')).toEqual([
      "messages",
      "todo",
    ]);
    expect(topicsOfEvent(": ping")).toBeNull();
    expect(topicsOfEvent('event: other\ndata: {"topics":["todo"]}')).toBeNull();
    expect(topicsOfEvent("event: changed\ndata: {oops")).toBeNull();
    expect(topicsOfEvent('event: changed\ndata: {"topics":["evil","todo"]}')).toEqual(["todo"]);
  });
});

describe("listenLiveEvents", () => {
  it("sends the token in the header, reads events split across chunks, and opens the stream again", async () => {
    const calls: { url: string; auth: string | null }[] = [];
    const seen: LiveTopic[][] = [];
    const controller = new AbortController();
    const fetchImpl = (async (url: string, init?: RequestInit) => {
      calls.push({ url, auth: new Headers(init?.headers).get("Authorization") });
      if (calls.length === 2) controller.abort();
      return streamOf([": connected\n\nevent: chan", 'ged\ndata: {"topics":["todo"]}\n\n', ": ping\n\n"]);
    }) as typeof fetch;
    await listenLiveEvents((t) => seen.push(t), controller.signal, fetchImpl, 1);
    expect(calls[0]).toEqual({
      url: "http://api.test/innermsg/messageReceiver/v1/events",
      auth: "Bearer tok-1",
    });
    expect(calls).toHaveLength(2);
    expect(seen[0]).toEqual(["todo"]);
  });

  it("stops on 401 and without a session", async () => {
    let calls = 0;
    const fetchImpl = (async () => {
      calls += 1;
      return streamOf([], 401);
    }) as typeof fetch;
    await listenLiveEvents(() => undefined, new AbortController().signal, fetchImpl, 1);
    expect(calls).toBe(1);
    localStorage.clear();
    await listenLiveEvents(() => undefined, new AbortController().signal, fetchImpl, 1);
    expect(calls).toBe(1);
  });
});
