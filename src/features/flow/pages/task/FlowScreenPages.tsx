import { Button } from "@blueprintjs/core";
import { useQuery } from "@tanstack/react-query";
import { useAtomValue } from "jotai";
import { type ReactNode, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate, useParams } from "react-router-dom";
import { SchemaRenderer, useEngine } from "../../../../engine/react";
import { currentUserAtom } from "../../../../platform/session/atoms";
import { LoadingPage } from "../../../../widgets/status/LoadingPage";
import { WidgetState } from "../../../../widgets/status/WidgetState";
import { bpmNoticeApi } from "../../api/bpmNotice";
import { returnPath } from "../../model/timing";
import instDocument from "../../schemas/task/inst.json";
import startDocument from "../../schemas/task/start.json";
import taskDocument from "../../schemas/task/task.json";
import { NoticePanel } from "./NoticePanel";
import { screenData } from "./screenData";
import "./flowScreenPages.css";

/** Where a screen opened without history in this tab goes back to: its list (a leader's tasks: 领导待办). */
function listOf(name: "start" | "task" | "inst", params: Record<string, string | undefined>): string {
  if (name === "task") return returnPath(params.from, params.leaderId);
  return name === "start" ? "/v-flow/v-flowList" : "/v-flow/v-request";
}

/**
 * The screens hide the shell (spec 2 §2.2), so they carry their own way back: to the page the user came
 * from in this tab, else — opened in a new tab from another — closing that tab, else the screen's list.
 */
function ScreenBar({ name }: { name: "start" | "task" | "inst" }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const params = useParams();
  const hasHistory = location.key !== "default";
  const closes = !hasHistory && typeof window !== "undefined" && !!window.opener;
  const leave = () => {
    if (hasHistory) void navigate(-1);
    else if (closes) window.close();
    else void navigate(listOf(name, params));
  };
  return (
    <nav className="tessera-flow-screen-bar" aria-label={t("flowTask.page.bar")}>
      <Button
        variant="minimal"
        icon={closes ? "cross" : "arrow-left"}
        text={closes ? t("flowTask.page.close") : t("flowTask.page.back")}
        onClick={leave}
      />
      {name !== "start" && (
        // The print view (flowScreenPages.css @media print): the form, the opinions and the whole history.
        <Button
          variant="minimal"
          icon="print"
          text={t("flowTask.page.print")}
          onClick={() => window.print()}
        />
      )}
    </nav>
  );
}

/**
 * Renders one of the flow screen documents (src/features/flow/schemas/task/*.json) with the route parameters in
 * its page scope. A new set of parameters starts a new runtime (the next task opens fresh).
 */
function FlowDocument({
  document,
  name,
  instId,
  notice,
}: {
  document: unknown;
  name: "start" | "task" | "inst";
  /** The instance to show when the route names a notice rather than the instance (/taskRead). */
  instId?: string;
  /** What shows between the bar and the document (the notice of a read-only view). */
  notice?: ReactNode;
}) {
  const { i18n } = useTranslation();
  const engine = useEngine();
  const params = useParams();
  const data = useMemo(
    () => ({ ...screenData(name, params), ...(instId ? { instId } : {}) }),
    [name, params, instId],
  );
  return (
    <section className="tessera-flow-page" data-screen={name}>
      <ScreenBar name={name} />
      {notice}
      <SchemaRenderer
        key={JSON.stringify(data)}
        engine={engine}
        document={document}
        data={data}
        locale={i18n.language}
        fallback={<LoadingPage fullPage={false} />}
      />
    </section>
  );
}

/** Start screens: /agentStart/…, /agentStartByKey/:defKey, /start/:defId/:instId (spec 2 §2.2). */
export function FlowStartPage() {
  return <FlowDocument document={startDocument} name="start" />;
}

/** Task screens: /task/…, /taskFromOtherPage/… (spec 2 §2.2). */
export function FlowTaskPage() {
  return <FlowDocument document={taskDocument} name="task" />;
}

/** Instance views: /inst/…, /instRead/…, /doneReadOnly/:instId (spec 2 §2.2). */
export function FlowInstPage() {
  return <FlowDocument document={instDocument} name="inst" />;
}

/**
 * A notice's read-only views (spec 2 §2.2): /taskRead/:taskId/:taskState (the receiver's; `taskId` is the
 * notice id) and /myRead/:instId/:readId/:myReadType (the sender's; `readId`): the notice (NoticePanel:
 * the read recorded on open, a reply to a copy-to) above the instance view document (inst.json).
 */
function FlowNoticeView({ noticeId }: { noticeId: string }) {
  const engine = useEngine();
  const user = useAtomValue(currentUserAtom);
  const api = useMemo(() => bpmNoticeApi(engine.options.fetcher), [engine]);
  const notice = useQuery({
    queryKey: ["flow", "notice", noticeId],
    queryFn: ({ signal }) => api.getNotice(noticeId, signal),
    refetchOnWindowFocus: false,
  });
  if (notice.isError)
    return (
      <section className="tessera-flow-page" data-screen="inst">
        <ScreenBar name="inst" />
        <WidgetState error={notice.error} onRetry={() => void notice.refetch()} />
      </section>
    );
  if (!notice.data) return <LoadingPage fullPage={false} />;
  return (
    <FlowDocument
      document={instDocument}
      name="inst"
      instId={notice.data.procInstId}
      notice={<NoticePanel api={api} notice={notice.data} userId={user?.userId ?? ""} />}
    />
  );
}

/** /taskRead/:taskId/:taskState: a notice sent to me (待阅 / 已阅). */
export function FlowNoticePage() {
  return <FlowNoticeView noticeId={useParams().taskId ?? ""} />;
}

/** /myRead/:instId/:readId/:myReadType: a notice I sent (我的传阅). */
export function FlowMyReadPage() {
  return <FlowNoticeView noticeId={useParams().readId ?? ""} />;
}
