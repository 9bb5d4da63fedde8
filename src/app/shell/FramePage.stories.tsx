import type { Meta, StoryObj } from "@storybook/react-vite";
import type { StoryStore } from "../../../.storybook/storyParams";
import { encodeBase64Utf8 } from "../../api/base64";
import { currentUserAtom, menusAtom } from "../../platform/session/atoms";
import FramePage from "./FramePage";
import { sampleMenus, sampleUser } from "./layoutFixtures";
import "./layout.css";

const at = (href: string) => `/v-help/href/template/api-docs?href=${encodeURIComponent(href)}`;

const meta = {
  title: "Shell/FramePage",
  component: FramePage,
  decorators: [
    (Story) => (
      <div className="tessera-main" style={{ height: 480 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    layout: "fullscreen",
    store: (store: StoryStore) => {
      store.set(currentUserAtom, sampleUser);
      store.set(menusAtom, sampleMenus);
    },
    router: {
      path: "/:menuAlias/href/template/:alias",
      initialEntries: [at(encodeBase64Utf8("/docs"))],
    },
  },
} satisfies Meta<typeof FramePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The menu's configured link (/docs): loaded in the frame with token and _t added. */
export const Valid: Story = {};

/** An href that is not Base64: an error state instead of the frame. */
export const InvalidHref: Story = {
  parameters: { router: { path: "/:menuAlias/href/template/:alias", initialEntries: [at("not*base64")] } },
};

/** A crafted link (not the menu's configured target) is refused, whatever it is. */
export const CraftedHref: Story = {
  parameters: {
    router: {
      path: "/:menuAlias/href/template/:alias",
      initialEntries: [at(encodeBase64Utf8("https://example.com/"))],
    },
  },
};

/** A javascript: link is refused. */
export const UnsafeHref: Story = {
  parameters: {
    router: {
      path: "/:menuAlias/href/template/:alias",
      initialEntries: [at(encodeBase64Utf8("javascript:alert(1)"))],
    },
  },
};
