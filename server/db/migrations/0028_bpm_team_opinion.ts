import type { Kysely } from "kysely";
import { runDdl } from "./ddl";

/**
 * A team's saved opinions (issue 14 §1, spec 2 §7.1 createBpmSaveOpinion / getBpmSaveOpinionByTeam): the
 * people handling one node of an instance (the candidates of a shared task, or the handlers of its parallel
 * tasks) see and may reuse the opinion one of them saved. One row per person per node of an instance: the
 * latest saved text replaces the earlier one. No foreign key to the instance, like bpm_task_follow.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runDdl(
    db,
    `
    CREATE TABLE bpm_team_opinion (
      tenant_id text NOT NULL,
      inst_id text NOT NULL,
      node_id text NOT NULL,
      user_id text NOT NULL,
      user_name text NOT NULL,
      opinion text NOT NULL,
      update_time timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, inst_id, node_id, user_id)
    );
    CREATE INDEX bpm_team_opinion_node_idx ON bpm_team_opinion (tenant_id, inst_id, node_id, update_time DESC)
  `,
  );
}
