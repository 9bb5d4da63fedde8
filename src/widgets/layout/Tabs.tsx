import { Tabs as BpTabs, Tab, type TabId, Tooltip } from "@blueprintjs/core";
import { type ReactNode, useState } from "react";
import { ref } from "../../engine";

/** Tab labels longer than this are truncated, with the whole label in a tooltip (spec 1 §9). */
export const TAB_LABEL_MAX = 10;

/**
 * The label as shown: the first `max` characters and "…" when it is longer (counted in code points, so
 * a Chinese label of 11 characters is cut like an English one).
 */
export function truncateLabel(label: string, max = TAB_LABEL_MAX): string {
  const chars = Array.from(label);
  return chars.length > max ? `${chars.slice(0, max).join("")}…` : label;
}

export interface TabItem {
  key: string;
  title: string;
  content?: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  tabs: TabItem[];
  /** The open tab (controlled). */
  activeKey?: string;
  /** The tab open at first when uncontrolled (default: the first). */
  defaultActiveKey?: string;
  onChange?: (key: string) => void;
  /** Labels longer than this are truncated (default 10). */
  maxLabelLength?: number;
  /** Keep every panel mounted rather than only the open one. */
  keepMounted?: boolean;
  /** Id for the tab list (Blueprint needs one for aria links). */
  id?: string;
  className?: string;
}

/** Tabs whose long labels are cut at 10 characters and shown whole in a tooltip (spec 1 §2 Home page). */
export function Tabs({
  tabs,
  activeKey,
  defaultActiveKey,
  onChange,
  maxLabelLength = TAB_LABEL_MAX,
  keepMounted = false,
  id = "tessera-tabs",
  className,
}: TabsProps) {
  const [ownKey, setOwnKey] = useState<string | undefined>(defaultActiveKey ?? tabs[0]?.key);
  const selected = activeKey ?? ownKey;
  const select = (next: TabId) => {
    const key = String(next);
    if (activeKey === undefined) setOwnKey(key);
    onChange?.(key);
  };
  return (
    <BpTabs
      id={id}
      className={className ? `tessera-tabs ${className}` : "tessera-tabs"}
      selectedTabId={selected}
      onChange={select}
      renderActiveTabPanelOnly={!keepMounted}
    >
      {tabs.map((tab) => {
        const label = truncateLabel(tab.title, maxLabelLength);
        const title =
          label === tab.title ? (
            tab.title
          ) : (
            <Tooltip content={tab.title} placement="top" hoverOpenDelay={300}>
              <span>{label}</span>
            </Tooltip>
          );
        return (
          <Tab
            key={tab.key}
            id={tab.key}
            title={title}
            disabled={tab.disabled}
            panel={<div className="tessera-tab-panel">{tab.content}</div>}
          />
        );
      })}
    </BpTabs>
  );
}

/** JSON Schema of the tabs widget's props: `{tabs: [{key, title, body}], defaultActiveKey, maxLabelLength}`. */
export const tabsPropsSchema = {
  type: "object",
  properties: {
    tabs: {
      type: "array",
      items: {
        type: "object",
        properties: {
          key: { type: "string" },
          title: ref.text,
          disabled: { type: "boolean" },
          body: ref.nodes,
        },
        required: ["key", "title"],
        additionalProperties: false,
      },
    },
    defaultActiveKey: { type: "string" },
    maxLabelLength: { type: "integer", minimum: 1, default: TAB_LABEL_MAX },
    keepMounted: { type: "boolean", default: false },
  },
  required: ["tabs"],
  additionalProperties: false,
} as const;
