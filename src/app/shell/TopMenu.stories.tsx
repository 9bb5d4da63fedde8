import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { fn } from "storybook/test";
import type { SysMenu } from "../../api/contract";
import { menu, sampleMenus } from "./layoutFixtures";
import { TopMenu, type TopMenuProps } from "./TopMenu";
import "./layout.css";

/** The top menu in a header-like bar of a given width; picking an item highlights it. */
function TopMenuBar({ width, ...props }: TopMenuProps & { width: number }) {
  const [active, setActive] = useState(props.activeAlias);
  return (
    <div className="bp6-navbar tessera-header" style={{ width, position: "relative" }}>
      <TopMenu
        {...props}
        activeAlias={active}
        onSelect={(item: SysMenu) => {
          setActive(item.alias);
          props.onSelect(item);
        }}
      />
    </div>
  );
}

const meta = {
  title: "Shell/TopMenu",
  component: TopMenuBar,
  args: { menus: sampleMenus, activeAlias: "v-flow", onSelect: fn(), width: 1100 },
} satisfies Meta<typeof TopMenuBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every menu fits. */
export const Fits: Story = {};

/** The bar is narrower than the menus: the rest is under 更多 (id -2). */
export const Overflow: Story = { args: { width: 460, activeAlias: "v-personal" } };

/** Not even one menu fits beside 更多: everything is under 更多 and a warning is shown. */
export const TooNarrow: Story = { args: { width: 120 } };

/** Count badges on the to-do menus (only counts above 0 are shown). */
export const WithBadges: Story = {
  args: {
    menus: [menu("v-todo", "待办事项", 1), menu("v-todoRead", "待阅事项", 2), menu("v-done", "已办事项", 3)],
    activeAlias: "v-todo",
    counts: { "v-todo": 12, "v-todoRead": 0 },
  },
};
