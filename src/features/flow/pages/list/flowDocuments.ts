import done from "../../schemas/lists/done.json";
import doneRead from "../../schemas/lists/doneRead.json";
import flowList from "../../schemas/lists/flowList.json";
import leader from "../../schemas/lists/leader.json";
import myDelegate from "../../schemas/lists/myDelegate.json";
import myDraft from "../../schemas/lists/myDraft.json";
import myRead from "../../schemas/lists/myRead.json";
import request from "../../schemas/lists/request.json";
import todo from "../../schemas/lists/todo.json";
import todoRead from "../../schemas/lists/todoRead.json";

/** The flow area's list screens, each a document in src/features/flow/schemas/lists/<name>.json. */
export const FLOW_LISTS = {
  todo: { alias: "v-todo", document: todo },
  leader: { alias: "v-leader", document: leader },
  done: { alias: "v-done", document: done },
  request: { alias: "v-request", document: request },
  flowList: { alias: "v-flowList", document: flowList },
  myDraft: { alias: "v-myDraft", document: myDraft },
  todoRead: { alias: "v-todoRead", document: todoRead },
  doneRead: { alias: "v-doneRead", document: doneRead },
  myRead: { alias: "v-myRead", document: myRead },
  myDelegate: { alias: "v-myDelegate", document: myDelegate },
} as const;

/** The name of a flow list screen (also its document's file name). */
export type FlowListName = keyof typeof FLOW_LISTS;
