import { DUE_JOB_HANDLERS } from "../../bpm/engine/dueTime";
import type { JobHandler } from "./schedule";

/** Every job kind the worker runs, by kind. */
export const JOB_HANDLERS: Record<string, JobHandler> = {
  ...DUE_JOB_HANDLERS,
};
