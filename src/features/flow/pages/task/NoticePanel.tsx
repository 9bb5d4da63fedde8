import { Button, Callout, Tag, TextArea } from "@blueprintjs/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { BpmNoticeApi, NoticeView } from "../../api/bpmNotice";
import { newIdempotencyKey } from "../../model/timing";
import { failureText } from "../../widgets/task/screen/feedback";

/** The query key of the flow menu's badge counts (useFlowMenuCounts): a read notice lowers 待阅. */
export const FLOW_MENU_COUNTS_KEY = ["flow", "menuCounts"] as const;

/** Copy-to kinds that take a reply (抄送 and a node's copy-to; 传阅 is only read). */
const REPLYABLE = new Set(["0", "node"]);

/**
 * The notice above the read-only instance view (spec 2 §2.2 /taskRead, /myRead): who sent it, from which
 * node, when, and the sender's message. Its receiver records the read on open (once; the flow menu's
 * counts are reloaded so the 待阅 badge drops) and may reply to a copy-to (回复, doNextCopyto); its sender
 * (/myRead) sees who it went to and whether it has been read.
 */
export function NoticePanel({
  api,
  notice,
  userId,
}: {
  api: BpmNoticeApi;
  notice: NoticeView;
  userId: string;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const receiver = notice.assigneeId === userId;
  const recorded = useRef(false);
  const [reply, setReply] = useState("");
  const [replied, setReplied] = useState("");

  const read = useMutation({
    mutationFn: () => api.addReadRecord(notice.id, newIdempotencyKey()),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: FLOW_MENU_COUNTS_KEY }),
  });
  const { mutate: markRead } = read;
  useEffect(() => {
    if (!receiver || notice.isRead === 1 || recorded.current) return;
    recorded.current = true;
    markRead();
  }, [receiver, notice.isRead, markRead]);

  const send = useMutation({
    mutationFn: (text: string) => api.doNextCopyto(notice.id, text, newIdempotencyKey()),
    onSuccess: (result) => {
      setReplied(result.message || t("flowTask.notice.replied"));
      setReply("");
      void queryClient.invalidateQueries({ queryKey: FLOW_MENU_COUNTS_KEY });
    },
  });

  const kind = notice.copyType === "1" ? "pass" : notice.copyType === "node" ? "node" : "copy";
  return (
    <section className="tessera-flow-notice" aria-label={t("flowTask.notice.title")}>
      <Callout intent="primary" icon="eye-open" title={t(`flowTask.notice.kind.${kind}`)}>
        <dl className="tessera-flow-notice-facts">
          <dt>{t("flowTask.notice.sender")}</dt>
          <dd>{notice.ownerName ?? notice.ownerId}</dd>
          <dt>{t("flowTask.notice.receiver")}</dt>
          <dd>{notice.assigneeName ?? notice.assigneeId}</dd>
          <dt>{t("flowTask.notice.node")}</dt>
          <dd>{notice.name}</dd>
          <dt>{t("flowTask.notice.sentAt")}</dt>
          <dd>{notice.createTime}</dd>
          {notice.opinion ? (
            <>
              <dt>{t("flowTask.notice.opinion")}</dt>
              <dd>{notice.opinion}</dd>
            </>
          ) : null}
        </dl>
        {!receiver && (
          <Tag minimal intent={notice.isRead === 1 ? "success" : "warning"}>
            {notice.isRevoke === 1
              ? t("flowTask.notice.revoked")
              : notice.isRead === 1
                ? t("flowTask.notice.readAt", { time: notice.readTime ?? "" })
                : t("flowTask.notice.unread")}
          </Tag>
        )}
        {read.isError && <p role="alert">{failureText(read.error)}</p>}
      </Callout>
      {receiver && REPLYABLE.has(notice.copyType ?? "0") && notice.isRevoke !== 1 && (
        <form
          className="tessera-flow-notice-reply"
          onSubmit={(event) => {
            event.preventDefault();
            const text = reply.trim();
            if (text) send.mutate(text);
          }}
        >
          <label htmlFor="tessera-notice-reply">{t("flowTask.notice.replyLabel")}</label>
          <TextArea
            id="tessera-notice-reply"
            fill
            maxLength={2000}
            value={reply}
            onChange={(event) => setReply(event.target.value)}
          />
          <Button
            type="submit"
            intent="primary"
            text={t("flowTask.notice.reply")}
            loading={send.isPending}
            disabled={!reply.trim()}
          />
          {replied && <p role="status">{replied}</p>}
          {send.isError && <p role="alert">{failureText(send.error)}</p>}
        </form>
      )}
    </section>
  );
}
