import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { AppEngineProvider, createAppEngine } from "../../../app/setup";
import { fixtureFetcher } from "../widgets/dialog/fixtures";
import { TemplateFormPage } from "./TemplateFormPage";
import { TemplatePreviewPage } from "./TemplatePreviewPage";

/** An app engine whose data calls answer from the dialog fixtures (the charts show their own error state). */
const withFixtureEngine: Decorator = (Story) => {
  const [engine] = useState(() => createAppEngine({ fetcher: fixtureFetcher() }));
  return (
    <AppEngineProvider engine={engine}>
      <Story />
    </AppEngineProvider>
  );
};

const meta = {
  title: "Statement/Pages",
  decorators: [withFixtureEngine],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const formRoute = ":menuAlias/template/form/:templateKey/:action/:single";

/** A reminder's target with a bundled template: the form read-only, with a way home. */
export const FormReadOnly: Story = {
  render: () => <TemplateFormPage />,
  parameters: {
    router: { path: formRoute, initialEntries: ["/statement/template/form/salesDashboard/get/true?id=w3"] },
  },
};

/** A reminder's target without a bundled template (the seeded 周报提醒): 该表单暂不可用, never a bare 404. */
export const FormUnavailable: Story = {
  render: () => <TemplateFormPage />,
  parameters: {
    router: { path: formRoute, initialEntries: ["/statement/template/form/weekly/get/true?id=w3"] },
  },
};

/** The template preview of a key that has no bundled template. */
export const PreviewNotFound: Story = {
  render: () => <TemplatePreviewPage />,
  parameters: {
    router: {
      path: ":menuAlias/template/preview/:templateKey",
      initialEntries: ["/statement/template/preview/nothing"],
    },
  },
};
