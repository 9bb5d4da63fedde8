import {
  Button,
  Callout,
  Checkbox,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  Radio,
  RadioGroup,
  TextArea,
} from "@blueprintjs/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { FollowState, UrgeState } from "../../../api/bpmTask";

/** What an urge or follow call answered: the server's message, and whether it succeeded. */
export interface CollabAnswer {
  ok: boolean;
  message: string;
}

export interface InstCollabBarProps {
  /** getUrgrntById; the 催办 button shows when the caller may urge this (running) instance. */
  urge?: UrgeState | null;
  /** getFollowedNode; the 跟踪 button shows once it is known. */
  follow?: FollowState | null;
  onUrge: (opinion: string) => Promise<CollabAnswer>;
  onFollow: (nodeIds: string[], follow: boolean) => Promise<CollabAnswer>;
}

/**
 * The instance page's 催办 (urge) and 跟踪 (follow) buttons, each with its small dialog: the urge dialog
 * names the current handlers, takes an opinion and shows the server's answer (sent, or 已催办，请在n分钟后再试);
 * the follow dialog follows the whole instance or chosen nodes, or stops following.
 */
export function InstCollabBar({ urge, follow, onUrge, onFollow }: InstCollabBarProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<"urge" | "follow" | null>(null);
  if (!urge?.mayUrge && !follow) return null;
  return (
    <div className="tessera-flow-collab" role="toolbar" aria-label={t("flowTask.collab.bar")}>
      {urge?.mayUrge && (
        <Button icon="notifications" text={t("flowTask.collab.urge")} onClick={() => setOpen("urge")} />
      )}
      {follow && (
        <Button
          icon={follow.follow ? "eye-on" : "eye-open"}
          active={follow.follow}
          text={follow.follow ? t("flowTask.collab.following") : t("flowTask.collab.follow")}
          onClick={() => setOpen("follow")}
        />
      )}
      {urge && open === "urge" && <UrgeDialog urge={urge} onUrge={onUrge} onClose={() => setOpen(null)} />}
      {follow && open === "follow" && (
        <FollowDialog follow={follow} onFollow={onFollow} onClose={() => setOpen(null)} />
      )}
    </div>
  );
}

function AnswerCallout({ answer }: { answer: CollabAnswer | null }) {
  if (!answer) return null;
  return (
    <Callout intent={answer.ok ? "success" : "danger"} role="status" compact>
      {answer.message}
    </Callout>
  );
}

function UrgeDialog({
  urge,
  onUrge,
  onClose,
}: {
  urge: UrgeState;
  onUrge: InstCollabBarProps["onUrge"];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [opinion, setOpinion] = useState("");
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<CollabAnswer | null>(null);
  const names = [...new Set(urge.handlers.map((h) => `${h.userName}（${h.nodeName}）`))].join("、");
  const send = async () => {
    setBusy(true);
    try {
      setAnswer(await onUrge(opinion.trim()));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog isOpen onClose={onClose} title={t("flowTask.collab.urgeTitle")} icon="notifications">
      <DialogBody>
        <p>{names ? t("flowTask.collab.handlers", { names }) : t("flowTask.collab.noHandler")}</p>
        {urge.waitMinutes > 0 && !answer && (
          <Callout intent="warning" compact>
            {t("flowTask.collab.wait", { n: urge.waitMinutes })}
          </Callout>
        )}
        <FormGroup label={t("flowTask.collab.urgeOpinion")} labelFor="tessera-urge-opinion">
          <TextArea
            id="tessera-urge-opinion"
            fill
            rows={3}
            maxLength={2000}
            value={opinion}
            onChange={(e) => setOpinion(e.currentTarget.value)}
          />
        </FormGroup>
        <AnswerCallout answer={answer} />
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t("flowTask.dialog.cancel")} onClick={onClose} />
            <Button
              intent="primary"
              text={t("flowTask.collab.send")}
              loading={busy}
              disabled={answer?.ok === true}
              onClick={() => void send()}
            />
          </>
        }
      />
    </Dialog>
  );
}

function FollowDialog({
  follow,
  onFollow,
  onClose,
}: {
  follow: FollowState;
  onFollow: InstCollabBarProps["onFollow"];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [scope, setScope] = useState<"whole" | "nodes">(
    follow.follow && !follow.wholeInstance ? "nodes" : "whole",
  );
  const [chosen, setChosen] = useState<string[]>(follow.nodeIds);
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<CollabAnswer | null>(null);
  const run = async (on: boolean) => {
    setBusy(true);
    try {
      setAnswer(await onFollow(on && scope === "nodes" ? chosen : [], on));
    } finally {
      setBusy(false);
    }
  };
  const toggle = (id: string) => setChosen((c) => (c.includes(id) ? c.filter((x) => x !== id) : [...c, id]));
  return (
    <Dialog isOpen onClose={onClose} title={t("flowTask.collab.followTitle")} icon="eye-open">
      <DialogBody>
        <RadioGroup
          selectedValue={scope}
          onChange={(e) => setScope(e.currentTarget.value as "whole" | "nodes")}
        >
          <Radio value="whole" label={t("flowTask.collab.whole")} />
          <Radio value="nodes" label={t("flowTask.collab.nodes")} />
        </RadioGroup>
        {scope === "nodes" &&
          follow.nodes.map((n) => (
            <Checkbox
              key={n.id}
              label={n.name}
              checked={chosen.includes(n.id)}
              onChange={() => toggle(n.id)}
            />
          ))}
        <AnswerCallout answer={answer} />
      </DialogBody>
      <DialogFooter
        actions={
          <>
            {follow.follow && (
              <Button text={t("flowTask.collab.unfollow")} loading={busy} onClick={() => void run(false)} />
            )}
            <Button text={t("flowTask.dialog.cancel")} onClick={onClose} />
            <Button
              intent="primary"
              text={t("flowTask.collab.save")}
              loading={busy}
              disabled={scope === "nodes" && chosen.length === 0}
              onClick={() => void run(true)}
            />
          </>
        }
      />
    </Dialog>
  );
}
