import type { Meta, StoryObj } from "@storybook/react-vite";
import { catalogue } from "../../../engine/rules";
import { RuleCatalogue } from "./RuleCatalogue";

const meta: Meta<typeof RuleCatalogue> = {
  title: "Rules/Catalogue",
  component: RuleCatalogue,
  parameters: { layout: "fullscreen" },
};
export default meta;

type Story = StoryObj<typeof RuleCatalogue>;

/** Every validator and calculation, generated from the catalogue metadata the engine registers. */
export const All: Story = { args: { rules: catalogue } };

/** Only the validators. */
export const Validators: Story = { args: { rules: catalogue.filter((r) => r.kind === "validator") } };

/** The empty state. */
export const Empty: Story = { args: { rules: [] } };
