import type { ColumnType } from "kysely";

/** Kysely types of the electronic seal (migration 0031_electronic_seal). */

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface ElectronicSealTable {
  tenant_id: string;
  user_id: string;
  file_id: string;
  /** argon2id, never answered. */
  password_hash: string;
  create_time: Timestamp;
  update_time: Timestamp;
}

export interface SealDB {
  uc_electronic_seal: ElectronicSealTable;
}
