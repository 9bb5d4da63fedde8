import { Callout } from "@blueprintjs/core";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useMemo } from "react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router-dom";
import { expect, userEvent, within } from "storybook/test";
import type { StoryStore } from "../../../.storybook/storyParams";
import HomeWelcome from "../../features/home/pages/HomeWelcome";
import type { MenuCounts } from "../../platform/menus/menuCounts";
import { currentUserAtom, menusAtom, userDetailAtom } from "../../platform/session/atoms";
import AppLayout from "./AppLayout";
import FramePage from "./FramePage";
import { sampleMenus, sampleUser, sampleUserDetail } from "./layoutFixtures";

/** Stands in for the screens of other areas: shows which route the shell is showing. */
function RoutedContent() {
  const { pathname } = useLocation();
  return <Callout icon="application">{pathname}</Callout>;
}

interface ShellStoryProps {
  /** The location the shell opens at. */
  path: string;
  /** Width of the viewport the shell gets (narrow widths push menus into 更多). */
  width?: number;
  counts?: MenuCounts;
}

/** The shell inside its own data router (AppLayout reads route handles with useMatches). */
function ShellStory({ path, width, counts }: ShellStoryProps) {
  const router = useMemo(
    () =>
      createMemoryRouter(
        [
          {
            element: <AppLayout counts={counts} />,
            children: [
              { path: "/home", element: <HomeWelcome /> },
              { path: "/:menuAlias/href/template/:alias", element: <FramePage /> },
              { path: "/formManage/:instId/:type", element: <RoutedContent />, handle: { single: true } },
              { path: "/:menuAlias/:alias", element: <RoutedContent />, handle: { title: true } },
              { path: "*", element: <RoutedContent />, handle: { title: true } },
            ],
          },
        ],
        { initialEntries: [path] },
      ),
    [path, counts],
  );
  return (
    <div
      style={{ width: width ?? "100%", height: "100vh", border: width ? "1px dashed #abb3bf" : undefined }}
    >
      <RouterProvider router={router} />
    </div>
  );
}

const signedIn = (store: StoryStore) => {
  store.set(currentUserAtom, sampleUser);
  store.set(userDetailAtom, sampleUserDetail);
  store.set(menusAtom, sampleMenus);
};

const meta = {
  title: "Shell/AppLayout",
  component: ShellStory,
  parameters: { layout: "fullscreen", router: { disable: true }, store: signedIn },
  args: { path: "/home" },
} satisfies Meta<typeof ShellStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed in on the home page: all top menus fit, no side menu (首页 has no children). */
export const SignedInHome: Story = {};

/** The flow centre: its children form the side menu; the to-do menus carry counts. */
export const FlowCentre: Story = {
  args: { path: "/v-flow/v-todo", counts: { "v-todo": 8, "v-todoRead": 3 } },
};

/** A narrow window: the menus that do not fit move into 更多. */
export const NarrowWithMore: Story = {
  args: { path: "/v-flow/v-todo", width: 640 },
};

/** So narrow that not even one menu fits beside 更多: a warning says 屏幕太窄，菜单可能显示不全. */
export const TooNarrow: Story = {
  args: { path: "/home", width: 440 },
};

/** A menu with a link (/docs), shown in the frame. */
export const ExternalLinkInFrame: Story = {
  args: { path: `/v-help/href/template/api-docs?href=${encodeURIComponent(btoa("/docs"))}` },
};

/** A single route: the page alone, without header and menus. */
export const SingleRoute: Story = {
  args: { path: "/formManage/i-1/edit" },
};

/** A phone (the mobile viewport): the menu button opens the side menu and the languages in a drawer. */
export const PhoneWithDrawer: Story = {
  args: { path: "/v-flow/v-todo", counts: { "v-todo": 8 } },
  globals: { viewport: { value: "mobile2", isRotated: false } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "打开菜单" }));
    await expect(await within(document.body).findByRole("dialog", { name: "菜单" })).toBeInTheDocument();
  },
};
