import { Tabs as BpTabs, Tab, type TabId, Tooltip } from "@blueprintjs/core";
import { type ReactNode, useState } from "react";
import { ref } from "../../engine";

/** Tab labels longer than this are truncated, with the whole label in a tooltip (spec 1 §9). */
export const TAB_LABEL_MAX = 10;

/** Wide (CJK, full-width) characters take two columns, others one. */
const WIDE = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;

/**
 * The label as shown, measured in display width: a wide (Chinese) character counts two, a Latin one one,
 * so `max` Chinese characters and `2 × max` Latin ones fit ("Approval history" stays whole, as 审批历史
 * does). A longer label is cut with "…" — at the last word break when it has spaces, never mid-word.
 */
export function truncateLabel(label: string, max = TAB_LABEL_MAX): string {
  const chars = Array.from(label);
  const budget = max * 2;
  let width = 0;
  let fits = 0;
  for (const ch of chars) {
    width += WIDE.test(ch) ? 2 : 1;
    if (width > budget) break;
    fits += 1;
  }
  if (fits === chars.length) return label;
  const head = chars.slice(0, fits).join("");
  const breakAt = chars[fits] === " " ? head.length : head.lastIndexOf(" ");
  return `${(breakAt > 0 ? head.slice(0, breakAt) : head).trimEnd()}…`;
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
