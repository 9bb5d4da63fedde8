import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { fn } from "storybook/test";
import { Pagination, type PaginationProps } from "./Pagination";

function Stateful(props: PaginationProps) {
  const [state, setState] = useState({ page: props.page, pageSize: props.pageSize });
  return (
    <Pagination
      {...props}
      {...state}
      onChange={(page, pageSize) => {
        setState({ page, pageSize });
        props.onChange(page, pageSize);
      }}
    />
  );
}

/** total, sizes, prev, pager, next, jumper. */
const meta = {
  title: "Widgets/Data/Pagination",
  component: Pagination,
  args: { total: 437, page: 1, pageSize: 10, onChange: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FullLayout: Story = {};

export const MiddlePage: Story = { args: { page: 22 } };

/** Rules page sizes 10, 15, 20, 30 (spec 3 §9). */
export const RulesPageSizes: Story = { args: { pageSizes: [10, 15, 20, 30] } };

export const Compact: Story = { args: { layout: "prev, pager, next" } };

export const Empty: Story = { args: { total: 0 } };
