import { Callout, Tag } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import type { WidgetProps } from "../../../../engine/react";
import { WidgetState } from "../../../../widgets/status/WidgetState";
import { fileServices } from "../../../files";
import { outcomeIntent, outcomeKey } from "../../model/instStatus";
import { newIdempotencyKey } from "../../model/timing";
import { FlowButtonBar } from "./components/FlowButtonBar";
import { FlowFormView } from "./components/FlowFormView";
import { FlowImage } from "./components/FlowImage";
import { type CollabAnswer, InstCollabBar } from "./components/InstCollabBar";
import { LeaderPicker } from "./components/LeaderPicker";
import { OpinionBox } from "./components/OpinionBox";
import { OpinionHistory } from "./components/OpinionHistory";
import { useFlowScreen } from "./screen/FlowScreenContext";
import { usePartQuery } from "./screen/usePartQuery";
import "./flowTask.css";
import { PageHeading } from "../../../../widgets/layout/PageHeading";

/*
 * Engine adaptors of the parts of a flow screen. Each reads the screen of its container (flow-start,
 * flow-task, flow-inst) and renders nothing outside one, so a document can place them freely.
 */

/** `flow-subject`: the subject, the flow's name, the node and the status. */
export function FlowSubjectWidget(_: WidgetProps<Record<string, never>>) {
  const { t } = useTranslation();
  const screen = useFlowScreen();
  if (!screen) return null;
  const { subject, defName, nodeName, statusKey, statusIntent, outcome } = screen.header;
  const outcomeText = outcomeKey(outcome);
  return (
    <div className="tessera-flow-subject">
      <PageHeading level={3}>{subject}</PageHeading>
      <div className="tessera-flow-tags">
        {defName && defName !== subject && <Tag minimal>{defName}</Tag>}
        {nodeName && (
          <Tag minimal intent="primary">
            {t("flowTask.subject.node", { name: nodeName })}
          </Tag>
        )}
        {statusKey && (
          <Tag minimal intent={statusIntent ?? "success"} data-flow-status>
            {t(statusKey)}
          </Tag>
        )}
        {outcomeText && (
          <Tag minimal intent={outcomeIntent(outcome)} data-flow-outcome>
            {t("flow.outcomeTag", { outcome: t(outcomeText) })}
          </Tag>
        )}
      </div>
    </div>
  );
}

/** `flow-form`: the online form with this node's field modes; the screen reads and checks it through its port. */
export function FlowFormWidget(_: WidgetProps<Record<string, never>>) {
  const { t } = useTranslation();
  const screen = useFlowScreen();
  if (!screen) return null;
  if (!screen.form) {
    const key = screen.formResult === "formEmpty" ? "flowTask.outcome.formEmpty" : "flowTask.outcome.noForm";
    return <Callout intent="warning">{t(key)}</Callout>;
  }
  return (
    <FlowFormView
      form={screen.form}
      formData={screen.formData}
      permission={screen.permission}
      readonly={screen.readonly}
      onPort={screen.registerForm}
      flowKey={screen.opinion?.defKey}
    />
  );
}

/**
 * `flow-opinion`: the opinion box with the user's stock opinions for this flow and, on a task, the team's
 * saved opinions (团队意见) with the button that saves the text for them.
 */
export function FlowOpinionWidget(_: WidgetProps<Record<string, never>>) {
  const { t } = useTranslation();
  const screen = useFlowScreen();
  const opinion = screen?.opinion;
  const defKey = opinion?.defKey ?? "";
  const stock = usePartQuery("approvalItems", defKey, (api, signal) => api.approvalItems(defKey, signal));
  const instId = screen?.instId ?? "";
  const taskId = opinion?.taskId ?? "";
  const team = usePartQuery("teamOpinions", instId && taskId ? `${instId}:${taskId}` : "", (api, signal) =>
    api.teamOpinions(instId, taskId, signal),
  );
  if (!screen || !opinion) return null;
  const held = opinion.attachments;
  const services = fileServices({ flowKey: defKey || undefined });
  const attachments = held && {
    files: held.files,
    onChange: held.setFiles,
    upload: (file: File, options: Parameters<typeof services.upload>[1]) =>
      held.trackUpload(services.upload(file, options)),
    download: services.download,
    preview: services.preview,
  };
  const saveForTeam =
    instId && taskId
      ? async (text: string) => {
          try {
            const result = await screen.api.saveTeamOpinion(instId, taskId, text, newIdempotencyKey());
            if (!result.state) return { ok: false, message: result.message };
            await team.refetch();
            return { ok: true, message: t("flowTask.opinion.savedForTeam") };
          } catch (error) {
            return { ok: false, message: errorOf(error)?.message ?? "" };
          }
        }
      : undefined;
  return (
    <OpinionBox
      value={opinion.value}
      onChange={opinion.setValue}
      stockOpinions={stock.data ?? []}
      teamOpinions={team.data ?? []}
      onSaveForTeam={saveForTeam}
      attachments={attachments}
    />
  );
}

/** `flow-buttons`: the screen's buttons and its standing notice. */
export function FlowButtonsWidget(_: WidgetProps<Record<string, never>>) {
  const screen = useFlowScreen();
  if (!screen) return null;
  return <FlowButtonBar buttons={screen.buttons} notice={screen.notice} busy={screen.formLoading} />;
}

/**
 * `flow-leader-picker`: who to start for, when the definition offers leaders and the route names none;
 * once a leader is named or chosen, says so (您正在代 李四 发起).
 */
export function FlowLeaderPickerWidget(_: WidgetProps<Record<string, never>>) {
  const { t } = useTranslation();
  const screen = useFlowScreen();
  const leaders = screen?.leaders;
  const actingFor = screen?.actingFor;
  if (!leaders && !actingFor) return null;
  return (
    <>
      {leaders && (
        <LeaderPicker
          leaders={leaders.leaders}
          allowSelf={leaders.allowSelf}
          chosen={leaders.chosen}
          onChoose={leaders.choose}
        />
      )}
      {actingFor && (
        <Callout intent="primary" icon="people" compact className="tessera-flow-acting-for">
          {t("flowTask.start.actingFor", { leader: actingFor })}
        </Callout>
      )}
    </>
  );
}

/** `flow-opinions`: the instance's approval history (instanceFlowOpinions). */
export function FlowOpinionsWidget(_: WidgetProps<Record<string, never>>) {
  const screen = useFlowScreen();
  const instId = screen?.instId ?? "";
  const history = usePartQuery("instanceFlowOpinions", instId, (api, signal) =>
    api.instanceFlowOpinions(instId, signal),
  );
  if (!screen || !instId) return null;
  return (
    <WidgetState
      loading={history.isFetching && !history.data}
      error={errorOf(history.data ? null : history.error)}
      onRetry={() => void history.refetch()}
    >
      <OpinionHistory opinions={history.data ?? []} />
    </WidgetState>
  );
}

/** `flow-image`: the instance's diagram (instanceFlowImage), shown as an image. */
export function FlowImageWidget(_: WidgetProps<Record<string, never>>) {
  const screen = useFlowScreen();
  const instId = screen?.instId ?? "";
  const image = usePartQuery("instanceFlowImage", instId, (api, signal) =>
    api.instanceFlowImage(instId, signal),
  );
  if (!screen || !instId) return null;
  return (
    <WidgetState
      loading={image.isFetching && !image.data}
      error={errorOf(image.data ? null : image.error)}
      onRetry={() => void image.refetch()}
    >
      {image.data && <FlowImage svg={image.data} />}
    </WidgetState>
  );
}

/**
 * `flow-collab`: the instance page's 催办 (urge, for whoever the server lets urge the running instance) and
 * 跟踪 (follow) buttons with their dialogs; the server's answer is shown in the dialog.
 */
export function FlowCollabWidget(_: WidgetProps<Record<string, never>>) {
  const screen = useFlowScreen();
  const instId = screen?.kind === "inst" ? (screen.instId ?? "") : "";
  const urge = usePartQuery("urgeState", instId, (api, signal) => api.urgeState(instId, signal));
  const follow = usePartQuery("followState", instId, (api, signal) => api.followState(instId, signal));
  if (!screen || !instId) return null;
  const answerOf = async (run: () => Promise<{ message: string; state: boolean }>): Promise<CollabAnswer> => {
    try {
      const result = await run();
      return { ok: result.state, message: result.message };
    } catch (error) {
      const { serverMessage, message } = error as { serverMessage?: string; message?: string };
      return { ok: false, message: serverMessage || message || String(error) };
    }
  };
  return (
    <InstCollabBar
      urge={urge.data}
      follow={follow.data}
      onUrge={async (opinion) => {
        const answer = await answerOf(() => screen.api.sendUrge(instId, opinion, newIdempotencyKey()));
        void urge.refetch();
        return answer;
      }}
      onFollow={async (nodeIds, on) => {
        const answer = await answerOf(() => screen.api.saveFollow(instId, nodeIds, on, newIdempotencyKey()));
        void follow.refetch();
        return answer;
      }}
    />
  );
}

function errorOf(error: unknown): { message: string; logId?: string } | null {
  if (!error) return null;
  const { message, logId } = error as { message?: string; logId?: string };
  return { message: message ?? String(error), logId };
}
