import type { FileConfig } from "../../config";
import type { Database } from "../../db";
import type { FileStore } from "./store";

/** What the file routes share: the database, the store new files go to, the settings and the URL secret. */
export interface FileService {
  db: Database;
  store: FileStore;
  config: FileConfig;
  /** The server's secret (JWT_SECRET); signed file URLs use a key derived from it (signing.ts). */
  secret: string;
}
