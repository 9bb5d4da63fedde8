import type { FastifyInstance } from "fastify";
import type { BpmActionDeps } from "./actionSchemas";
import { bpmDueUrgeFollowRoutes } from "./dueUrgeFollow";
import { bpmInquiryActionRoutes } from "./inquiryActions";
import { bpmInstanceActionRoutes } from "./instanceActions";
import { bpmNoticeRoutes } from "./noticeActions";
import { bpmTaskActionRoutes } from "./taskActions";
import { bpmTurnActionRoutes } from "./turnActions";

/** Routes that change flow state (start, complete, drafts, lock, end, revoke), CONTRACT §6 / spec 2 §7. */
export function bpmActionRoutes(app: FastifyInstance, deps: BpmActionDeps): void {
  bpmInstanceActionRoutes(app, deps);
  bpmTaskActionRoutes(app, deps);
  bpmInquiryActionRoutes(app, deps);
  bpmNoticeRoutes(app, deps);
  bpmTurnActionRoutes(app, deps);
  bpmDueUrgeFollowRoutes(app, deps);
}
