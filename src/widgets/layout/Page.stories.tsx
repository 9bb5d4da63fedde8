import { Button } from "@blueprintjs/core";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { Card } from "./Card";
import { Grid, GridCol } from "./Grid";
import { Page } from "./Page";

/** The root of a screen document. */
const meta = {
  title: "Widgets/Layout/Page",
  component: Page,
  args: {
    title: "我的首页",
    toolbar: <Button icon="edit" text="布局设置" />,
    children: (
      <Grid>
        <GridCol>
          <Card title="待办事项" height={120} />
        </GridCol>
        <GridCol>
          <Card title="通知公告" height={120} />
        </GridCol>
      </Grid>
    ),
  },
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithTitle: Story = {};

export const BodyOnly: Story = { args: { title: undefined, toolbar: undefined } };
