import type { Meta, StoryObj } from "@storybook/react-vite";
import { Card } from "./Card";
import { Grid, GridCol } from "./Grid";

/** The 24-column responsive grid; resize the viewport to watch spans switch at 768/992/1200/1920 px. */
const meta = {
  title: "Widgets/Layout/Grid",
  component: Grid,
  args: { gutter: 16 },
} satisfies Meta<typeof Grid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** scBpm defaults: two columns per row below 1920 px, three at xl. */
export const ScBpmDefaults: Story = {
  render: (args) => (
    <Grid {...args}>
      {["待办事项", "通知公告", "新闻动态", "今日会议", "常用流程", "规章制度"].map((title) => (
        <GridCol key={title}>
          <Card title={title} height={120}>
            {title}
          </Card>
        </GridCol>
      ))}
    </Grid>
  ),
};

/** Explicit spans: full width on phones, 16 + 8 from md, hidden column at xs. */
export const ExplicitSpans: Story = {
  render: (args) => (
    <Grid {...args}>
      <GridCol xs={24} md={16}>
        <Card title="xs 24 · md 16" height={100} />
      </GridCol>
      <GridCol xs={0} md={8}>
        <Card title="xs 0 (hidden) · md 8" height={100} />
      </GridCol>
    </Grid>
  ),
};
