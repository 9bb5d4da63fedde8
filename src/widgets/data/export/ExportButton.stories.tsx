import type { Meta, StoryObj } from "@storybook/react-vite";
import { ExportButton } from "./ExportButton";

const columns = [
  { field: "code", title: "单号" },
  { field: "applicant", title: "申请人" },
  { field: "amount", title: "金额" },
];

/** A paged source of `total` rows that answers each page after `delayMs` (to watch the progress). */
function pagedSource(total: number, delayMs: number) {
  return async (page: number, pageSize: number) => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    const from = (page - 1) * pageSize;
    const count = Math.max(0, Math.min(pageSize, total - from));
    return {
      rows: Array.from({ length: count }, (_, i) => ({
        code: `BX${String(from + i + 1).padStart(6, "0")}`,
        applicant: "张三",
        amount: (from + i + 1) * 10,
      })),
      total,
    };
  };
}

/** 导出: CSV or .xlsx of every matching row, page by page, with a progress dialog and 取消导出. */
const meta = {
  title: "Widgets/Data/ExportButton",
  component: ExportButton,
  args: { columns, fetchPage: pagedSource(1200, 300), pageSize: 200, fileName: "费用报销查询" },
} satisfies Meta<typeof ExportButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 1,200 rows in six pages of 200: the progress bar fills page by page. */
export const ManyPages: Story = {};

/** Nothing to export: the button is disabled. */
export const Disabled: Story = { args: { disabled: true, title: "没有可导出的数据" } };

/** A source that fails: the dialog shows 导出失败 and the message. */
export const Failing: Story = {
  args: {
    fetchPage: async () => {
      throw new Error("数据库连接失败");
    },
  },
};
