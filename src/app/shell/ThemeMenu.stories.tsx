import { Menu } from "@blueprintjs/core";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import type { StoryStore } from "../../../.storybook/storyParams";
import { themeChoiceAtom } from "../../platform/theme/theme";
import { ThemeMenu } from "./ThemeMenu";

const meta = {
  title: "Shell/ThemeMenu",
  component: ThemeMenu,
  decorators: [
    (Story) => (
      <Menu style={{ maxWidth: 220 }}>
        <Story />
      </Menu>
    ),
  ],
  // The choice is kept in localStorage: each story starts from its own.
  parameters: { store: (store: StoryStore) => store.set(themeChoiceAtom, "system") },
} satisfies Meta<typeof ThemeMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The user menu's 外观 group, following the system (the default). */
export const FollowingTheSystem: Story = {};

/** Dark chosen: the item is checked. */
export const Dark: Story = {
  parameters: { store: (store: StoryStore) => store.set(themeChoiceAtom, "dark") },
};

/** Choosing light checks it. */
export const ChoosingLight: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("menuitemradio", { name: "浅色" }));
    await expect(canvas.getByRole("menuitemradio", { name: "浅色" })).toHaveAttribute("aria-checked", "true");
  },
};
