import type { Meta, StoryObj } from "@storybook/react-vite";
import type { StoryStore } from "../../../../.storybook/storyParams";
import { menu, sampleMenus, sampleUser, sampleUserDetail } from "../../../app/shell/layoutFixtures";
import { currentUserAtom, menusAtom, userDetailAtom } from "../../../platform/session/atoms";
import HomeWelcome from "./HomeWelcome";
import "../../../app/shell/layout.css";

const meta = {
  title: "Shell/HomeWelcome",
  component: HomeWelcome,
  decorators: [
    (Story) => (
      <div className="tessera-main">
        <Story />
      </div>
    ),
  ],
  // The to-do count from a fixture loader (the app loads getTodoCount).
  args: { now: new Date(2025, 0, 6, 9, 30), loadCounts: async () => ({ "v-todo": 5 }) },
  parameters: {
    layout: "fullscreen",
    store: (store: StoryStore) => {
      store.set(currentUserAtom, sampleUser);
      store.set(userDetailAtom, sampleUserDetail);
      store.set(menusAtom, sampleMenus);
    },
  },
} satisfies Meta<typeof HomeWelcome>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Morning greeting, department, posts, roles and a card per top-level menu. */
export const WithData: Story = {};

/** In the evening. */
export const Evening: Story = { args: { now: new Date(2025, 0, 6, 20, 0) } };

/** A user with no menu besides home. */
export const Empty: Story = {
  parameters: {
    store: (store: StoryStore) => {
      store.set(currentUserAtom, sampleUser);
      store.set(userDetailAtom, {
        ...sampleUserDetail,
        post: [],
        role: [],
      });
      store.set(menusAtom, [menu("home", "首页", 1, { path: "/home" })]);
    },
  },
};

/** Signed in, the detail still loading. */
export const Loading: Story = {
  parameters: {
    store: (store: StoryStore) => {
      store.set(currentUserAtom, sampleUser);
      store.set(menusAtom, sampleMenus);
    },
  },
};
