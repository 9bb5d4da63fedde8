import type { FakeHandler } from "../../api/testing/fakeAdapter";
import { pathOf } from "../../api/testing/fakeAdapter";
import type { MessageRow } from "./api";

/** Test fixtures of the message receiver: three messages as the server renders them in zh-CN. */
export function sampleMessages(): MessageRow[] {
  return [
    {
      id: "3",
      kind: "taskCreated",
      subject: "待办提醒：张三的请假申请",
      content: "「张三的请假申请」已到达「部门经理审批」，请您及时处理。",
      link: "/task/t-1",
      createTime: "2026-11-26 09:30:00",
      isRead: 0,
    },
    {
      id: "2",
      kind: "instanceEnded",
      subject: "流程已办结：差旅报销",
      content: "您发起的「差旅报销」已办结。",
      link: "/inst/i-2",
      createTime: "2026-11-25 16:00:00",
      isRead: 0,
    },
    {
      id: "1",
      kind: "instanceBackToStart",
      subject: "流程已退回：采购申请",
      content: "您发起的「采购申请」已退回发起人，请修改后重新提交。",
      link: "/inst/i-1",
      createTime: "2026-11-20 10:00:00",
      isRead: 1,
      readTime: "2026-11-20 11:00:00",
    },
  ];
}

/**
 * Answers the message calls from a mutable copy of the fixtures (list with the title filter, mark,
 * remove, badge) and records each request, so a test sees what the page asked for.
 */
export function messagesHandler(
  messages: MessageRow[] = sampleMessages(),
  seen: { path: string; query?: unknown; data?: unknown }[] = [],
): FakeHandler {
  return (config) => {
    const path = pathOf(config);
    const query = {
      ...Object.fromEntries(new URL(config.url ?? "", "http://api.test").searchParams),
      ...((config.params ?? {}) as Record<string, string>),
    };
    seen.push({ path, query, data: config.data });
    const ids = () => String(query.ids ?? "").split(",");
    if (path === "/innermsg/messageReceiver/v1/list") {
      const body = JSON.parse(String(config.data ?? "{}")) as {
        querys?: { value: string }[];
        pageBean?: { page?: number; pageSize?: number };
      };
      const q = body.querys?.[0]?.value ?? "";
      const rows = messages
        .filter((m) => m.subject.includes(q))
        .sort((a, b) => a.isRead - b.isRead || b.createTime.localeCompare(a.createTime));
      const page = body.pageBean?.page ?? 1;
      const pageSize = body.pageBean?.pageSize ?? 20;
      return {
        data: {
          rows: rows.slice((page - 1) * pageSize, page * pageSize),
          total: rows.length,
          page,
          pageSize,
        },
      };
    }
    if (path === "/innermsg/messageReceiver/v1/mark") {
      for (const m of messages) if (ids().includes(m.id)) m.isRead = 1;
      return { data: { state: true, message: "已标记为已读" } };
    }
    if (path === "/innermsg/messageReceiver/v1/remove") {
      const gone = ids();
      messages.splice(0, messages.length, ...messages.filter((m) => !gone.includes(m.id)));
      return { data: { state: true, message: "删除成功" } };
    }
    if (path === "/innermsg/messageReceiver/v1/getMsgbadge")
      return { data: { state: true, value: messages.filter((m) => !m.isRead).length } };
    return undefined;
  };
}
