import { Icon, type IconName } from "@blueprintjs/core";
import { configuredIcon } from "../../../../platform/icons";
import "./flowList.css";

/** The Blueprint icon of a flow: its own when it names one, else a document. */
export function tileIcon(icon: string | undefined): IconName {
  return configuredIcon(icon) ?? "document";
}

export interface FlowTileProps {
  name: string;
  icon: { icon: string; color: string };
  onClick: () => void;
}

/** A flow as a button: its icon on its colour, and its name (start screen, often-used flows). */
export function FlowTile({ name, icon, onClick }: FlowTileProps) {
  return (
    <button type="button" className="tessera-flow-tile" onClick={onClick} title={name}>
      <span className="tessera-flow-tile-icon" style={{ background: icon.color }} aria-hidden="true">
        <Icon icon={tileIcon(icon.icon)} color="#fff" size={20} />
      </span>
      <span className="tessera-flow-tile-name">{name}</span>
    </button>
  );
}
