import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import { type AxiosAdapter, AxiosError, type AxiosResponse } from "axios";
import type { StoryStore } from "../../../../.storybook/storyParams";
import type { HomeLayout } from "../../../api/contract";
import { peekRuntimeContext, setRuntimeContext } from "../../../api/hosts";
import { http } from "../../../api/http";
import {
  HOME_COLUMNS,
  HOME_LAYOUT,
  HOME_REMINDERS,
  homeFixtureAnswer,
} from "../../../widgets/homeColumn/fixtures";
import { sampleMenus, sampleUser, sampleUserDetail } from "../../layout/layoutFixtures";
import { currentUserAtom, menusAtom, userDetailAtom } from "../../session/atoms";
import { HomePage } from "./HomePage";

/** An axios adapter answering the home page's endpoints from the fixtures (no server in Storybook). */
function fixtureAdapter(layout: HomeLayout | null): AxiosAdapter {
  return async (config) => {
    const answer = homeFixtureAnswer(config, { layout }) ?? {
      status: 404,
      data: { state: false, message: "not found" },
    };
    const status = answer.status ?? 200;
    const response: AxiosResponse = {
      status,
      statusText: String(status),
      data: answer.data,
      headers: {},
      config,
    };
    if (status < 300) return response;
    throw new AxiosError(
      `Request failed with status code ${status}`,
      "ERR_BAD_RESPONSE",
      config,
      {},
      response,
    );
  };
}

/** Installs the fixture adapter (and a runtime context when there is none) for the story. */
const withFixtures =
  (layout: HomeLayout | null): Decorator =>
  (Story) => {
    if (!peekRuntimeContext())
      setRuntimeContext({
        portal: "http://api.test",
        uc: "http://api.test",
        form: "http://api.test",
        bpmModel: "http://api.test",
        bpmRunTime: "http://api.test",
        front: "http://localhost:3000/fvue",
      });
    http.defaults.adapter = fixtureAdapter(layout);
    return <Story />;
  };

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
