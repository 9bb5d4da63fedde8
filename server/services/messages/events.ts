import { EventEmitter } from "node:events";
import pg from "pg";

/** What changed for a user: their messages, their to-do list. */
export type Topic = "messages" | "todo";

/** A change to tell one user about. */
export interface UserEvent {
  tenantId: string;
  userId: string;
  topics: Topic[];
}

/**
 * Tells signed-in users that something of theirs changed (the live badges, issue 14 §2). On PostgreSQL the
 * events go through `NOTIFY tessera_events`, so a user whose stream is held by another server behind the
 * balancer hears them too; on PGlite (one process) they stay in process.
 */
export interface EventHub {
  publish(events: UserEvent[]): Promise<void>;
  /** Calls `listener` with the topics of every event for this user until the returned function is called. */
  subscribe(tenantId: string, userId: string, listener: (topics: Topic[]) => void): () => void;
  /** How many streams this user holds on this server. */
  listeners(tenantId: string, userId: string): number;
  close(): Promise<void>;
}

const CHANNEL = "tessera_events";
/** NOTIFY payloads must stay under 8000 bytes: events go in chunks of this many. */
const EVENTS_PER_NOTIFY = 40;

class LocalHub implements EventHub {
  protected readonly emitter = new EventEmitter();
  constructor() {
    this.emitter.setMaxListeners(0);
  }
  protected emit(events: UserEvent[]) {
    for (const e of events) this.emitter.emit(`${e.tenantId}\u0000${e.userId}`, e.topics);
  }
  async publish(events: UserEvent[]) {
    this.emit(events);
  }
  subscribe(tenantId: string, userId: string, listener: (topics: Topic[]) => void) {
    const key = `${tenantId}\u0000${userId}`;
    this.emitter.on(key, listener);
    return () => {
      this.emitter.off(key, listener);
    };
  }
  listeners(tenantId: string, userId: string) {
    return this.emitter.listenerCount(`${tenantId}\u0000${userId}`);
  }
  async close() {
    this.emitter.removeAllListeners();
  }
}

/** The in-process hub (PGlite, one server). */
export function localHub(): EventHub {
  return new LocalHub();
}

/**
 * The PostgreSQL hub: one connection of its own (outside the pool) listens on `tessera_events` and hands
 * each notification to this server's streams; publishing is a `pg_notify`, heard by every server
 * (this one included). A lost connection is opened again after a pause; events sent meanwhile are missed,
 * which the pages' focus and timer refreshes cover.
 */
class PostgresHub extends LocalHub {
  private client?: pg.Client;
  private closed = false;
  private retry?: NodeJS.Timeout;

  constructor(
    private readonly url: string,
    private readonly onError: (err: unknown) => void,
  ) {
    super();
  }

  async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    client.on("notification", (n) => {
      if (n.channel !== CHANNEL || !n.payload) return;
      try {
        this.emit(JSON.parse(n.payload) as UserEvent[]);
      } catch (err) {
        this.onError(err);
      }
    });
    client.on("error", (err) => {
      this.onError(err);
      this.reconnect();
    });
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    this.client = client;
  }

  private reconnect() {
    const old = this.client;
    this.client = undefined;
    void old?.end().catch(() => undefined);
    if (this.closed || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = undefined;
      if (this.closed) return;
      this.connect().catch((err) => {
        this.onError(err);
        this.reconnect();
      });
    }, 2000);
    this.retry.unref();
  }

  async publish(events: UserEvent[]) {
    if (!this.client) {
      // Not listening right now: at least this server's own streams hear it.
      this.emit(events);
      return;
    }
    for (let i = 0; i < events.length; i += EVENTS_PER_NOTIFY) {
      const chunk = JSON.stringify(events.slice(i, i + EVENTS_PER_NOTIFY));
      await this.client.query("SELECT pg_notify($1, $2)", [CHANNEL, chunk]);
    }
  }

  async close() {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    await this.client?.end().catch(() => undefined);
    await super.close();
  }
}

/** The hub for a database: NOTIFY-backed on PostgreSQL, in process on PGlite. */
export async function openEventHub(
  databaseUrl: string | undefined,
  onError: (err: unknown) => void,
): Promise<EventHub> {
  if (!databaseUrl) return localHub();
  const hub = new PostgresHub(databaseUrl, onError);
  await hub.connect();
  return hub;
}
