import type { Meta, StoryObj } from "@storybook/react-vite";
import { useMemo } from "react";
import type { PlaygroundExample } from "./examples";
import { createFixtureEngine } from "./fixtures";
import { Playground } from "./Playground";

/**
 * The playground on an engine built for stories: the app's widgets, a recording host (toasts, confirms
 * and navigation are recorded, confirms answered yes) and a fetcher answering the examples' calls with
 * fixture bodies. Nothing is kept in localStorage.
 */
function StoryPlayground({
  initialExample,
  examples,
  delayMs,
}: {
  initialExample?: string;
  examples?: PlaygroundExample[];
  delayMs?: number;
}) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: one engine per story
  const engine = useMemo(() => createFixtureEngine({ delayMs }).engine, []);
  return <Playground engine={engine} initialExample={initialExample} examples={examples} storageKey={null} />;
}

const meta = {
  title: "Config/Playground",
  component: StoryPlayground,
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof StoryPlayground>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A form with rules and computed fields: type in a field and watch the scope data. */
export const FormExample: Story = { args: { initialExample: "form" } };

/** The custom query expenseQuery in a server-paged table (three fixture pages). */
export const TableExample: Story = { args: { initialExample: "table" } };

/** A grid of cards: the custom chart salesTrend and the expenseByDept sums. */
export const ChartExample: Story = { args: { initialExample: "chart" } };

/** Buttons running toast, confirm, setValue and requests (one failing into its onError branch): see the trace. */
export const ActionsExample: Story = { args: { initialExample: "actions" } };

/** A broken document: every load error with its JSON path; click one to select it in the editor. */
export const BrokenExample: Story = { args: { initialExample: "broken" } };

/** A text that is not JSON: the syntax error with its line and column. */
export const NotJson: Story = {
  args: {
    examples: [{ id: "syntax", text: '{\n  "type": "page",\n  "version": 3,\n  body: []\n}\n' }],
  },
};

/** Slow answers (1.5 s): the table and chart show their loading states. */
export const SlowData: Story = { args: { initialExample: "chart", delayMs: 1500 } };
