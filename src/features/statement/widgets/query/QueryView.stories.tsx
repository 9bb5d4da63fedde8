import type { Meta, StoryObj } from "@storybook/react-vite";
import { queryFixtureFetcher } from "./fixtures";
import { QueryView } from "./QueryView";

/**
 * The custom query view (spec 3 §2 querySql/queryView): search form from conditionfield, result table,
 * CSV export. The fetcher answers from fixtures (src/features/statement/widgets/query/fixtures.ts).
 */
const meta = {
  title: "Widgets/Query/QueryView",
  component: QueryView,
  args: { alias: "expenseQuery", fetcher: queryFixtureFetcher() },
} satisfies Meta<typeof QueryView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Paged by the server, 10 a page; dates searched as a range from 00:00:00 to 23:59:59. */
export const Data: Story = {};

/** An unpaged sum by department, paged on the client with page sizes. */
export const Unpaged: Story = { args: { alias: "expenseByDept" } };

/** Nothing matches: the empty state, export disabled. */
export const Empty: Story = { args: { fetcher: queryFixtureFetcher({ rows: [] }) } };

/** The query failed: the server's message with its log id, and a retry. */
export const ErrorState: Story = {
  name: "Error",
  args: {
    fetcher: queryFixtureFetcher({
      fail: { status: 400, message: "查询条件 apply_date 的值不正确", logId: "5be0c2" },
    }),
  },
};

/** Still loading (a slow server). */
export const Loading: Story = { args: { fetcher: queryFixtureFetcher({ delayMs: 600_000 }) } };

/** getByAlias answered {}: 'no related query found with the alias'. */
export const AliasNotFound: Story = { args: { alias: "noSuchQuery" } };
