import type { Migration } from "kysely";
import * as m0001 from "./0001_identity";
import * as m0002 from "./0002_portal";
import * as m0003 from "./0003_form";
import * as m0004 from "./0004_bpm";
import * as m0005 from "./0005_bpm_task_origin";
import * as m0010 from "./0010_home";
import * as m0011 from "./0011_form_visibility";
import * as m0012 from "./0012_search_trgm";
import * as m0013 from "./0013_sessions";
import * as m0014 from "./0014_deploy";
import * as m0015 from "./0015_bpm_idempotency_request";
import * as m0016 from "./0016_portal_rules";
import * as m0017 from "./0017_label_i18n";
import * as m0020 from "./0020_inner_messages";
import * as m0021 from "./0021_bpm_task_turn";
import * as m0022 from "./0022_bpm_inquiry";
import * as m0023 from "./0023_bpm_notice_copy";
import * as m0024 from "./0024_jobs_due_urge_follow";
import * as m0025 from "./0025_approval_item_i18n";
import * as m0027 from "./0027_message_channels";
import * as m0028 from "./0028_bpm_team_opinion";
import * as m0029 from "./0029_files";
import * as m0030 from "./0030_file_preview";
import * as m0031 from "./0031_electronic_seal";
import * as m0032 from "./0032_news_files";
import * as m0033 from "./0033_startup_mark";
import * as m0035 from "./0035_session_change_notify";
import * as m0036 from "./0036_todo_covering_indexes";

/** Every migration, by its numbered name; applied in name order. */
export const migrations: Record<string, Migration> = {
  "0001_identity": m0001,
  "0002_portal": m0002,
  "0003_form": m0003,
  "0004_bpm": m0004,
  "0005_bpm_task_origin": m0005,
  "0010_home": m0010,
  "0011_form_visibility": m0011,
  "0012_search_trgm": m0012,
  "0013_sessions": m0013,
  "0014_deploy": m0014,
  "0015_bpm_idempotency_request": m0015,
  "0016_portal_rules": m0016,
  "0017_label_i18n": m0017,
  "0020_inner_messages": m0020,
  "0021_bpm_task_turn": m0021,
  "0022_bpm_inquiry": m0022,
  "0023_bpm_notice_copy": m0023,
  "0024_jobs_due_urge_follow": m0024,
  "0025_approval_item_i18n": m0025,
  "0027_message_channels": m0027,
  "0028_bpm_team_opinion": m0028,
  "0029_files": m0029,
  "0030_file_preview": m0030,
  "0031_electronic_seal": m0031,
  "0032_news_files": m0032,
  "0033_startup_mark": m0033,
  "0035_session_change_notify": m0035,
  "0036_todo_covering_indexes": m0036,
};
