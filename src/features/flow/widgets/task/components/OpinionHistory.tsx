import { HTMLTable, Tag } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import type { BpmOpinion } from "../../../../../api/contract";
import { parseOpinionFiles } from "../../../model/opinionFiles";
import "../flowTask.css";
import { type OpinionFileActions, OpinionFiles } from "./OpinionFiles";
import { opinionThreads } from "./opinionThreads";

export interface OpinionHistoryProps {
  opinions: BpmOpinion[];
  /** What an opinion's attachments do (default: the files area's preview and downloads). */
  fileActions?: OpinionFileActions;
}

/** An opinion's attachments: its files, then its body document (zfiles), each file once. */
function filesOf(opinion: BpmOpinion) {
  const all = [...parseOpinionFiles(opinion.files), ...parseOpinionFiles(opinion.zfiles)];
  return all.filter((file, index) => all.findIndex((f) => f.id === file.id) === index);
}

/** The status label of an opinion: ours by status, else the server's statusVal, else the raw status. */
export function useOpinionStatusLabel(): (opinion: BpmOpinion) => string {
  const { t } = useTranslation();
  return (opinion) =>
    t(`flowTask.opinionStatus.${opinion.status}`, { defaultValue: opinion.statusVal ?? opinion.status });
}

/** The post in brackets (the reference sends "(duty)"; a bare post name gets them here). */
function postOf(opinion: BpmOpinion): string {
  if (!opinion.postName) return "";
  return /^[(（]/.test(opinion.postName) ? opinion.postName : `（${opinion.postName}）`;
}

/**
 * Who handled (or is to handle) a step: the auditor with their post, or the candidates of a pending step.
 * A secretary's step for a leader reads "王五 代 李四" (their post then goes to the line below).
 */
function useHandlerOf(): (opinion: BpmOpinion) => { name: string; detail?: string } {
  const { t } = useTranslation();
  return (opinion) => {
    const name = opinion.auditorName || opinion.qualfiedNames || "";
    const leader = opinion.agentLeaderId ? opinion.agentLeaderName || opinion.agentLeaderId : "";
    if (!leader) return { name: `${name}${postOf(opinion)}`, detail: opinion.orgPath };
    const detail = [postOf(opinion), opinion.orgPath].filter(Boolean).join(" ");
    return { name: t("flowTask.history.forLeader", { name, leader }), detail: detail || undefined };
  };
}

/**
 * Whom an inquiry or communication asked: its label ("征询：") and the names (business data, as typed);
 * null for other rows.
 */
function useAskedOf(): (opinion: BpmOpinion) => { label: string; names: string } | null {
  const { t } = useTranslation();
  return (opinion) => {
    const names = opinion.qualfiedNames;
    if (!names) return null;
    if (opinion.status === "inqu") return { label: t("flowTask.history.askedInqu"), names };
    if (opinion.status === "start_commu") return { label: t("flowTask.history.askedCommu"), names };
    return null;
  };
}

/**
 * The approval history (审批历史): node, handler, status, opinion and time of each step, newest first.
 * Inquiries and communications name whom they asked; the answers (replies, withdrawals, pending ones)
 * are nested under them (opinionThreads.ts). An opinion's attachments (files, zfiles) are listed under
 * its text, read-only, with 全部下载 when there are several.
 */
export function OpinionHistory({ opinions, fileActions }: OpinionHistoryProps) {
  const { t } = useTranslation();
  const statusLabel = useOpinionStatusLabel();
  const handlerOf = useHandlerOf();
  const askedOf = useAskedOf();
  if (opinions.length === 0) return <p className="tessera-flow-empty">{t("flowTask.history.empty")}</p>;
  const row = (opinion: BpmOpinion, nested: boolean) => {
    const handler = handlerOf(opinion);
    const asked = askedOf(opinion);
    return (
      <tr
        key={opinion.id}
        data-status={opinion.status}
        data-nested={nested ? "true" : undefined}
        className={nested ? "tessera-flow-history-reply" : undefined}
      >
        <td>
          {nested && <span aria-hidden="true">↳ </span>}
          {opinion.taskName}
        </td>
        <td>
          {/* People's names are business data (tests/e2e/english.spec.ts). */}
          <span data-business>{handler.name}</span>
          {handler.detail && <div className="tessera-flow-muted">{handler.detail}</div>}
          {asked && (
            <div className="tessera-flow-muted">
              {asked.label}
              <span data-business>{asked.names}</span>
            </div>
          )}
        </td>
        <td>
          <Tag minimal intent={opinion.completeTime ? "none" : "warning"}>
            {statusLabel(opinion)}
          </Tag>
        </td>
        <td>
          <div className="tessera-flow-opinion-text">{opinion.opinion}</div>
          <OpinionFiles id={`opinion-files-${opinion.id}`} files={filesOf(opinion)} actions={fileActions} />
        </td>
        <td>{opinion.completeTime || opinion.createTime}</td>
      </tr>
    );
  };
  return (
    <HTMLTable compact striped className="tessera-flow-history">
      <thead>
        <tr>
          <th>{t("flowTask.history.node")}</th>
          <th>{t("flowTask.history.handler")}</th>
          <th>{t("flowTask.history.status")}</th>
          <th>{t("flowTask.history.opinion")}</th>
          <th>{t("flowTask.history.time")}</th>
        </tr>
      </thead>
      <tbody>
        {opinionThreads(opinions).flatMap((thread) => [
          row(thread.opinion, false),
          ...thread.replies.map((reply) => row(reply, true)),
        ])}
      </tbody>
    </HTMLTable>
  );
}
