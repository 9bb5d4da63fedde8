import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { fn } from "storybook/test";
import { findChainByAlias, type MenuChain, visibleMenus } from "../../platform/menus/menuSelection";
import { sampleMenus } from "./layoutFixtures";
import { SideMenu, type SideMenuProps } from "./SideMenu";
import "./layout.css";

const menus = visibleMenus(sampleMenus, { isLeader: true });
const flow = menus.find((m) => m.alias === "v-flow")!;

/** The side menu in a full-height column; picking an item highlights it, the toggle collapses it. */
function SideMenuColumn(props: SideMenuProps) {
  const [chain, setChain] = useState<MenuChain | null>(props.activeChain);
  const [collapsed, setCollapsed] = useState(props.collapsed);
  return (
    <div style={{ display: "flex", height: 420 }}>
      <SideMenu
        {...props}
        activeChain={chain}
        collapsed={collapsed}
        onCollapsedChange={(next) => {
          setCollapsed(next);
          props.onCollapsedChange?.(next);
        }}
        onSelect={(next) => {
          setChain(next);
          props.onSelect(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: "Shell/SideMenu",
  component: SideMenuColumn,
  args: {
    top: flow,
    activeChain: findChainByAlias(menus, "v-instQuery"),
    collapsed: false,
    counts: { "v-todo": 8, "v-todoRead": 3 },
    onSelect: fn(),
    onCollapsedChange: fn(),
  },
} satisfies Meta<typeof SideMenuColumn>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 168 px wide, the group holding the active item open. */
export const Expanded: Story = {};

/** Collapsed to 48 px: icons only, names as tooltips, groups fly out. */
export const Collapsed: Story = { args: { collapsed: true } };

/** A leader (with secretary records) keeps 领导待办; no counts source, so no badges. */
export const LeaderWithoutBadges: Story = {
  args: { counts: undefined, activeChain: findChainByAlias(menus, "v-leader") },
};
