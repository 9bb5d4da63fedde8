import {
  getIndexColumn,
  getRightOptions,
  listIndexColumns,
  removeIndexColumns,
  saveIndexColumn,
} from "../../api";

/** The calls the designer makes; tests and stories pass their own. */
export interface DesignerApi {
  list: typeof listIndexColumns;
  get: typeof getIndexColumn;
  save: typeof saveIndexColumn;
  remove: typeof removeIndexColumns;
  /** The display-right pickers' search and the names of stored rights. */
  rightOptions: typeof getRightOptions;
}

/** The server's calls (src/features/home/api.ts). */
export const serverDesignerApi: DesignerApi = {
  list: listIndexColumns,
  get: getIndexColumn,
  save: saveIndexColumn,
  remove: removeIndexColumns,
  rightOptions: getRightOptions,
};

/** The right a configurer needs (the server checks it on every call). */
export const COLUMN_MANAGE_METHOD = "homeColumnManage";
