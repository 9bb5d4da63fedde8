import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import type { StoryStore } from "../../../../../.storybook/storyParams";
import { sampleUser } from "../../../../app/shell/layoutFixtures";
import { currentUserAtom } from "../../../../platform/session/atoms";
import { PersonalInfoDialog } from "./PersonalInfoDialog";

/**
 * The personal-information dialog. It always reads the user's detail from the server when it opens;
 * Storybook has no server, so the stories show its failure state (with retry) and its no-session state.
 */
const meta = {
  title: "Access/PersonalInfoDialog",
  component: PersonalInfoDialog,
  args: { isOpen: true, onClose: fn() },
  parameters: { store: (store: StoryStore) => store.set(currentUserAtom, sampleUser) },
} satisfies Meta<typeof PersonalInfoDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed in; the detail cannot be loaded here, so the error with a retry button shows. */
export const LoadFailed: Story = {};

/** Opened without a session. */
export const NoSession: Story = {
  parameters: { store: () => {} },
};
