import { Button } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import type { OftenFlow } from "../../../../api/contract";
import { type WidgetError, WidgetState } from "../../../../widgets/status/WidgetState";
import { FlowTile } from "./FlowTile";
import { flowIcon } from "./startFlows";
import "./flowList.css";

export interface OftenFlowsProps {
  flows: readonly OftenFlow[];
  onStart: (flow: OftenFlow) => void;
  /** Shows the 设置 button. */
  onSettings?: () => void;
  loading?: boolean;
  error?: WidgetError | string | null;
  onRetry?: () => void;
}

/** The often-used flows as tiles, with the 设置 button that opens their settings dialog (spec 2 §2.6). */
export function OftenFlows({ flows, onStart, onSettings, loading, error, onRetry }: OftenFlowsProps) {
  const { t } = useTranslation();
  return (
    <div className="tessera-flow-often">
      {onSettings && (
        <div className="tessera-flow-often-bar">
          <Button icon="cog" variant="minimal" text={t("flow.often.settings")} onClick={onSettings} />
        </div>
      )}
      <WidgetState
        loading={loading && flows.length === 0}
        error={error}
        onRetry={onRetry}
        empty={flows.length === 0}
        emptyText={t("flow.often.none")}
        minHeight={96}
      >
        <div className="tessera-flow-tiles">
          {flows.map((flow, index) => (
            <FlowTile
              key={flow.defKey}
              name={flow.name}
              icon={flowIcon(flow, index)}
              onClick={() => onStart(flow)}
            />
          ))}
        </div>
      </WidgetState>
    </div>
  );
}
