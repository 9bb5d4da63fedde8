/** A node of the current user's menu tree (CONTRACT.md §5). */
export interface SysMenu {
  id: string;
  parentId: string;
  name: string;
  alias: string;
  menuIcon?: string;
  /** Route of the screen, relative to the app base (e.g. "/home"). */
  path?: string;
  /** External link: shown in the embedded frame. */
  href?: string;
  open: boolean;
  sn: number;
  hidden?: boolean;
  children: SysMenu[];
}

/** GET /sys/sysMenu/v1/getCurrentUserMethodAuth (bare map). */
export interface MethodAuth {
  allMethod: string[];
  curUserMethod: string[];
}

/** GET /fvue/context.json: the service hosts of the runtime context (spec 1 §7). */
export interface RuntimeContext {
  portal: string;
  uc: string;
  form: string;
  bpmModel: string;
  bpmRunTime: string;
  front: string;
  /** Single sign-on mode; absent means password login. */
  ssoMode?: "cas" | "oauth" | "jwt";
  ssoUrl?: string;
  ssoLogoutUrl?: string;
  clientId?: string;
  /** Origins configured links may lead to besides ours and the service hosts (TRUSTED_LINK_HOSTS). */
  trustedLinkHosts?: string[];
  /** Origins sanitised HTML may load images from besides ours and the service hosts (TRUSTED_IMAGE_HOSTS). */
  trustedImageHosts?: string[];
}

/** An in-app message as /innermsg/messageReceiver/v1 answers it, rendered in the reader's language. */
export interface MessageRow {
  id: string;
  /** The outbox kind it was made from (taskCreated, instanceEnded …). */
  kind: string;
  subject: string;
  content: string;
  /** The app path of the task or instance it is about ("" when none). */
  link: string;
  createTime: string;
  /** 1 read, 0 unread. */
  isRead: 0 | 1;
  readTime?: string;
}
