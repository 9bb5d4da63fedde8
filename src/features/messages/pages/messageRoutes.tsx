import type { RouteObject } from "react-router-dom";
import { lazyPage } from "../../../platform/lazyPage";
import { pageRoute } from "../../../widgets/status/pageRoute";

const MessageReceiverPage = lazyPage(() => import("./MessageReceiverPage"), "MessageReceiverPage");

/** The message receiver (spec 3 §2 v-personal/v-messageReceiver), titled in the shell. */
export const messageRoutes: RouteObject[] = [
  pageRoute("v-personal/v-messageReceiver", MessageReceiverPage, {
    name: "messageReceiver",
    title: "messages.title",
  }),
  pageRoute("v-messageReceiver", MessageReceiverPage, { name: "messageReceiver", title: "messages.title" }),
];
