import {
  Button,
  Checkbox,
  Dialog,
  DialogBody,
  DialogFooter,
  Icon,
  InputGroup,
  Intent,
} from "@blueprintjs/core";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { BpmDefinitionRow, OftenFlow } from "../../../../api/contract";
import { tileIcon } from "./FlowTile";
import { filterFlows, flowIcon, OFTEN_FLOW_MAX, toggleOftenFlow, toOftenFlow } from "./startFlows";
import "./flowList.css";

export interface OftenFlowSettingsProps {
  isOpen: boolean;
  /** Every flow the user may start (the candidates). */
  candidates: readonly BpmDefinitionRow[];
  /** The often-used flows now; those with `isAdd: false` are the system's defaults, not a choice. */
  current: readonly OftenFlow[];
  /** Saves the choice; resolves true when saved (the dialog then closes). */
  onSave: (flows: OftenFlow[]) => Promise<boolean>;
  /** Asks the user (未添加常用流程…); resolves true to go on. */
  confirm: (message: string) => Promise<boolean>;
  /** A warning for the user (最多可添加20个常用流程). */
  warn: (message: string) => void;
  onClose: () => void;
}

/** A flow's icon on its colour, small. */
function SmallIcon({ icon }: { icon: { icon: string; color: string } }) {
  return (
    <span
      className="tessera-flow-tile-icon tessera-flow-icon-small"
      style={{ background: icon.color }}
      aria-hidden="true"
    >
      <Icon icon={tileIcon(icon.icon)} color="#fff" size={14} />
    </span>
  );
}

/**
 * The often-used flow settings (spec 2 §2.6, §5): tick up to 20 of the startable flows, each shown with
 * its name and its icon in its colour; a 21st is refused with 最多可添加20个常用流程. Saving none asks
 * first, since the often-used flows then go back to the system's defaults. Without flows of their own,
 * the defaults the user sees as tiles start ticked (已选 3/20 when three default tiles show).
 */
export function OftenFlowSettings({
  isOpen,
  candidates,
  current,
  onSave,
  confirm,
  warn,
  onClose,
}: OftenFlowSettingsProps) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<OftenFlow[]>([]);
  const [keyword, setKeyword] = useState("");
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (isOpen) {
      // The tiles shown are what starts ticked: the user's own flows, or else the system's defaults.
      const own = current.filter((flow) => flow.isAdd !== false);
      setChosen((own.length > 0 ? own : current).map((flow, i) => toOftenFlow(flow, i)));
      setKeyword("");
    }
  }, [isOpen, current]);
  const shown = useMemo(() => filterFlows(candidates, keyword), [candidates, keyword]);
  const position = useMemo(() => new Map(candidates.map((flow, i) => [flow.defKey, i])), [candidates]);
  const chosenKeys = new Set(chosen.map((c) => c.defKey));
  const counter = t("flow.often.chosen", { count: chosen.length, max: OFTEN_FLOW_MAX });

  const toggle = (flow: BpmDefinitionRow | OftenFlow) => {
    const next = toggleOftenFlow(chosen, flow);
    if (next.ok) setChosen(next.chosen);
    else warn(t("flow.often.tooMany"));
  };
  const save = async () => {
    if (chosen.length === 0 && !(await confirm(t("flow.often.resetConfirm")))) return;
    setSaving(true);
    try {
      if (await onSave(chosen)) onClose();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      isOpen={isOpen}
      title={t("flow.often.dialogTitle")}
      onClose={onClose}
      className="tessera-flow-often-dialog"
    >
      <DialogBody className="tessera-flow-often-body">
        <section className="tessera-flow-often-candidates" aria-label={t("flow.often.candidates")}>
          <InputGroup
            type="search"
            leftIcon="search"
            aria-label={t("flow.search.flowPlaceholder")}
            placeholder={t("flow.search.flowPlaceholder")}
            value={keyword}
            onChange={(event) => setKeyword(event.currentTarget.value)}
          />
          <div className="tessera-flow-often-list">
            {shown.map((flow) => (
              <Checkbox
                key={flow.defKey}
                className="tessera-flow-often-candidate"
                labelElement={
                  <>
                    <SmallIcon icon={flowIcon(flow, position.get(flow.defKey) ?? 0)} />
                    <span>{flow.name}</span>
                  </>
                }
                aria-label={flow.name}
                checked={chosenKeys.has(flow.defKey)}
                onChange={() => toggle(flow)}
              />
            ))}
          </div>
        </section>
        <section className="tessera-flow-often-chosen" aria-label={counter}>
          <div className="tessera-flow-often-count">{counter}</div>
          {chosen.length === 0 && (
            <div className="tessera-flow-often-empty">{t("flow.often.noneChosen")}</div>
          )}
          <ol className="tessera-flow-often-rows">
            {chosen.map((flow, index) => (
              <li key={flow.defKey} className="tessera-flow-often-row">
                <SmallIcon icon={flowIcon(flow, index)} />
                <span className="tessera-flow-often-name" title={flow.name}>
                  {flow.name}
                </span>
                <Button
                  size="small"
                  variant="minimal"
                  icon="cross"
                  aria-label={t("flow.often.remove", { name: flow.name })}
                  onClick={() => toggle(flow)}
                />
              </li>
            ))}
          </ol>
        </section>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t("flow.often.cancel")} onClick={onClose} />
            <Button
              intent={Intent.PRIMARY}
              text={t("flow.often.save")}
              loading={saving}
              onClick={() => void save()}
            />
          </>
        }
      />
    </Dialog>
  );
}
