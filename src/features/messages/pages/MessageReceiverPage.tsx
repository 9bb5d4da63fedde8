import { Alert, Button, Checkbox, HTMLTable, InputGroup, Intent, Tag } from "@blueprintjs/core";
import { useSetAtom } from "jotai";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router-dom";
import { toCallFailure } from "../../../api/errors";
import { useLoad } from "../../../api/query/useLoad";
import { toastError, toastSuccess } from "../../../api/toaster";
import { useEngine } from "../../../engine/react";
import { toWidgetError, WidgetState } from "../../../widgets/status/WidgetState";
import { fetchMessages, type MessageRow, markMessagesRead, removeMessages } from "../api";
import { messagesChangedAtom } from "../model";
import "./messages.css";

/** Messages per page. */
export const MESSAGE_PAGE_SIZE = 20;

/**
 * /v-personal/v-messageReceiver (spec 3 §2): my in-app messages like a mailbox: unread first, a search on
 * the title, the open message's text with a link to its task or instance (opening it marks it read),
 * marking read and deleting the ticked ones (deleting asks first). Page and search live in the URL.
 */
export function MessageReceiverPage() {
  const { t } = useTranslation();
  const fetcher = useEngine().options.fetcher;
  const changed = useSetAtom(messagesChangedAtom);
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get("page")) || 1);
  const subject = params.get("q") ?? "";
  const [typed, setTyped] = useState(subject);
  const [ticked, setTicked] = useState<Set<string>>(new Set());
  const [open, setOpen] = useState<MessageRow | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const loaded = useLoad(
    (signal) => fetchMessages(fetcher, { page, pageSize: MESSAGE_PAGE_SIZE, subject }, signal),
    `${page}|${subject}`,
  );
  const rows = loaded.value?.rows ?? [];
  const total = loaded.value?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / MESSAGE_PAGE_SIZE));

  const go = (next: { page?: number; q?: string }) => {
    const out = new URLSearchParams(params);
    const q = next.q ?? subject;
    const p = next.page ?? page;
    if (q) out.set("q", q);
    else out.delete("q");
    if (p > 1) out.set("page", String(p));
    else out.delete("page");
    setParams(out);
    setTicked(new Set());
  };

  /** Runs a change on the server, then says so and loads again; a refusal shows the server's message. */
  const run = async (work: () => Promise<string>, fallback: string) => {
    setBusy(true);
    try {
      const said = await work();
      void toastSuccess(said || fallback);
      setTicked(new Set());
      changed((n) => n + 1);
      await loaded.refresh();
    } catch (error) {
      const failure = toCallFailure(error);
      void toastError(failure.message, failure.logId);
    } finally {
      setBusy(false);
    }
  };

  const openMessage = async (row: MessageRow) => {
    setOpen(row);
    if (row.isRead) return;
    try {
      await markMessagesRead(fetcher, [row.id]);
      setOpen({ ...row, isRead: 1 });
      changed((n) => n + 1);
      await loaded.refresh();
    } catch {
      // Still shown; it stays unread and can be marked again.
    }
  };

  const toggle = (id: string) =>
    setTicked((before) => {
      const next = new Set(before);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const allTicked = rows.length > 0 && rows.every((r) => ticked.has(r.id));
  const ids = [...ticked];

  return (
    <section className="tessera-messages-page">
      <form
        className="tessera-messages-toolbar"
        aria-label={t("messages.search")}
        onSubmit={(event) => {
          event.preventDefault();
          go({ q: typed.trim(), page: 1 });
        }}
      >
        <InputGroup
          type="search"
          leftIcon="search"
          aria-label={t("messages.search")}
          placeholder={t("messages.search")}
          value={typed}
          onValueChange={setTyped}
        />
        <Button type="submit" text={t("messages.find")} />
        <Button
          icon="tick"
          text={t("messages.markRead")}
          disabled={ids.length === 0 || busy}
          onClick={() => void run(() => markMessagesRead(fetcher, ids), t("messages.marked"))}
        />
        <Button
          icon="trash"
          intent={Intent.DANGER}
          text={t("messages.remove")}
          disabled={ids.length === 0 || busy}
          onClick={() => setConfirming(true)}
        />
      </form>
      <WidgetState
        loading={loaded.loading && !loaded.value}
        error={toWidgetError(loaded.error)}
        onRetry={loaded.retry}
        empty={!loaded.loading && !loaded.error && rows.length === 0}
        emptyText={subject ? t("messages.noMatch") : t("messages.empty")}
      >
        <HTMLTable compact interactive className="tessera-messages-table" aria-label={t("messages.title")}>
          <thead>
            <tr>
              <th className="tessera-messages-tick">
                <Checkbox
                  aria-label={t("messages.tickAll")}
                  checked={allTicked}
                  indeterminate={!allTicked && rows.some((r) => ticked.has(r.id))}
                  onChange={() => setTicked(allTicked ? new Set() : new Set(rows.map((r) => r.id)))}
                />
              </th>
              <th>{t("messages.subject")}</th>
              <th className="tessera-messages-time">{t("messages.time")}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr
                key={row.id}
                className={row.isRead ? "tessera-message-read" : "tessera-message-unread"}
                aria-current={open?.id === row.id ? "true" : undefined}
              >
                <td className="tessera-messages-tick">
                  <Checkbox
                    aria-label={t("messages.tick", { subject: row.subject })}
                    checked={ticked.has(row.id)}
                    onChange={() => toggle(row.id)}
                  />
                </td>
                <td>
                  <button
                    type="button"
                    className="tessera-message-subject"
                    onClick={() => void openMessage(row)}
                  >
                    {!row.isRead && (
                      <Tag minimal intent={Intent.PRIMARY} className="tessera-message-new">
                        {t("messages.unread")}
                      </Tag>
                    )}
                    {row.subject}
                  </button>
                </td>
                <td className="tessera-messages-time">{row.createTime}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
        {pages > 1 && (
          <nav className="tessera-messages-pager" aria-label={t("messages.pages")}>
            <Button
              size="small"
              text={t("messages.previous")}
              disabled={page <= 1 || loaded.loading}
              onClick={() => go({ page: page - 1 })}
            />
            <span>{t("messages.page", { page, pages, total })}</span>
            <Button
              size="small"
              text={t("messages.next")}
              disabled={page >= pages || loaded.loading}
              onClick={() => go({ page: page + 1 })}
            />
          </nav>
        )}
      </WidgetState>
      {open && (
        <article className="tessera-message-detail" aria-label={open.subject}>
          <h2 className="bp6-heading">{open.subject}</h2>
          <p className="bp6-text-muted">{open.createTime}</p>
          <p>{open.content}</p>
          {open.link && (
            <Link to={open.link}>
              {open.link.startsWith("/task/") ? t("messages.openTask") : t("messages.openInstance")}
            </Link>
          )}
        </article>
      )}
      <Alert
        isOpen={confirming}
        intent={Intent.DANGER}
        icon="trash"
        cancelButtonText={t("messages.cancel")}
        confirmButtonText={t("messages.remove")}
        canEscapeKeyCancel
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          if (open && ticked.has(open.id)) setOpen(null);
          void run(() => removeMessages(fetcher, ids), t("messages.removed"));
        }}
      >
        <p>{t("messages.confirmRemove", { count: ids.length })}</p>
      </Alert>
    </section>
  );
}
