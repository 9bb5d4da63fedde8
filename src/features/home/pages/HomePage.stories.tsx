import type { Meta, StoryObj } from "@storybook/react-vite";
import { withFakeHttp } from "../../../../.storybook/httpFixtures";
import type { StoryStore } from "../../../../.storybook/storyParams";
import type { HomeLayout } from "../../../api/contract";
import { fakeAdapter } from "../../../api/testing/fakeAdapter";
import { sampleMenus, sampleUser, sampleUserDetail } from "../../../app/shell/layoutFixtures";
import { currentUserAtom, menusAtom, userDetailAtom } from "../../../platform/session/atoms";
import { HOME_COLUMNS, HOME_LAYOUT, HOME_REMINDERS, homeFixtureAnswer } from "../widgets/column/fixtures";
import { HomePage } from "./HomePage";

/** Answers the home page's endpoints from the fixtures. */
const withFixtures = (layout: HomeLayout | null) =>
  withFakeHttp(() => fakeAdapter((config) => homeFixtureAnswer(config, { layout })));

const meta = {
  title: "Home/HomePage",
  component: HomePage,
  args: {
    reminders: { load: async () => [] },
    welcome: { loadCounts: async () => ({ "v-todo": 5 }) },
  },
  decorators: [withFixtures(HOME_LAYOUT)],
  parameters: {
    layout: "fullscreen",
    store: (store: StoryStore) => {
      store.set(currentUserAtom, sampleUser);
      store.set(userDetailAtom, sampleUserDetail);
      store.set(menusAtom, sampleMenus);
    },
  },
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A layout with a grid row, a tab container (a long label cut with a tooltip) and single columns:
 * static html, request data (GET and paged POST), a custom dialog's rows, an engine document, a report
 * chart in the second tab, a failing column (red text) and a column the user may not see (hidden).
 */
export const Layout: Story = {};

/** No saved layout: the welcome overview with the to-do count. */
export const EmptyLayout: Story = { decorators: [withFixtures(null)] };

/** One failing column beside a working one: the error stays inside its column. */
export const FailingColumn: Story = {
  decorators: [
    withFixtures({
      list: [
        {
          type: "grid",
          options: { gutter: 16 },
          columns: [
            { span: 12, list: [{ alias: "failing" }] },
            { span: 12, list: [{ alias: HOME_COLUMNS.requestNews.alias }] },
          ],
        },
      ],
    }),
  ],
};

/** Reminders appear one at a time bottom right, 500 ms apart. */
export const Reminders: Story = {
  args: { reminders: { load: async () => HOME_REMINDERS, remove: async () => undefined } },
};
