/**
 * The routes of the staff menus (home, flow area, statement area, personal pages): every route a staff
 * member reaches from the menus. The accessibility sweep and the phone crawl both walk them.
 */
export const STAFF_ROUTES = [
  "/home",
  "/v-flow/v-todo",
  "/v-flow/v-done",
  "/v-flow/v-request",
  "/v-flow/v-myDraft",
  "/v-flow/v-todoRead",
  "/v-flow/v-doneRead",
  "/v-flow/v-myRead",
  "/v-flow/v-myDelegate",
  "/v-flow/v-flowList",
  "/statement/querySql/queryView/expenseQuery/expense-query",
  "/statement/querySql/queryView/expenseByDept/expense-by-dept",
  "/statement/template/preview/salesDashboard",
  "/newsList/1",
  "/newsList/0",
  "/meetingList/0",
  "/v-system",
  "/v-personal/v-myLayout",
  "/v-personal/v-messageReceiver",
] as const;
