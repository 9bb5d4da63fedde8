// What other features (and the app) may use of the messages area (they may not import its files directly).
export { fetchUnreadCount } from "./api";
export { messagesChangedAtom } from "./model";
export { messageRoutes } from "./pages/messageRoutes";
export { MessageBadge } from "./widgets/MessageBadge";
export { useLiveEvents } from "./widgets/useLiveEvents";
