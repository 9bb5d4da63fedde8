import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { fn } from "storybook/test";
import { DataTable } from "./DataTable";
import { expenseColumns, expenseRows } from "./fixtures";
import { pageRows } from "./tableModel";

const rows = expenseRows(137);

/** A table on Blueprint Table: columns from a spec, selection, sorting, virtualised rows, pagination. */
const meta = {
  title: "Widgets/Data/DataTable",
  component: DataTable,
  args: {
    columns: expenseColumns,
    rows,
    pagination: { defaultPageSize: 10 },
    height: 340,
    onSortChange: fn(),
    onSelectionChange: fn(),
  },
} satisfies Meta<typeof DataTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 137 rows, paged on the client, sortable by clicking a header's sort button. */
export const Data: Story = {};

/** Every column with a fixed width, narrower than the table: they widen to fill it (no grey band). */
export const FixedWidthsFill: Story = {
  args: { columns: expenseColumns.slice(0, 3).map((column) => ({ ...column, width: 90 })) },
};

export const Loading: Story = { args: { rows: [], loading: true } };

/** Reloading with rows already shown: skeleton cells instead of a spinner. */
export const Reloading: Story = { args: { loading: true } };

export const Empty: Story = { args: { rows: [] } };

export const ErrorState: Story = {
  name: "Error",
  args: { rows: [], error: { message: "服务器内部错误，请稍后重试", logId: "5e7b9a12" }, onRetry: fn() },
};

export const SingleSelection: Story = { args: { selection: "single" } };

export const MultipleSelection: Story = { args: { selection: "multiple" } };

/** 100 000 rows, no pagination: only the visible rows are rendered while scrolling. */
export const HundredThousandRows: Story = {
  args: { rows: expenseRows(100_000), pagination: false, height: 480 },
};

/** Server paging and sorting: the story plays the server with the fixture rows. */
export const ServerPaging: Story = {
  render: (args) => {
    const [state, setState] = useState({ page: 1, pageSize: 10 });
    return (
      <DataTable
        {...args}
        rows={pageRows(rows, state.page, state.pageSize)}
        sortMode="server"
        pagination={{
          mode: "server",
          page: state.page,
          pageSize: state.pageSize,
          total: rows.length,
          onChange: (page, pageSize) => setState({ page, pageSize }),
        }}
      />
    );
  },
};
