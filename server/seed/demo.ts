/** The demo organisation: tenants, org trees, people, roles, posts and the front menu (rows in demo.json). */
import type { LabelMap } from "../http/locale";
import data from "./demo.json";

export const DEMO_PASSWORD = "Passw0rd!";
export const INITIAL_PASSWORD = "Init@123";

export interface SeedTenant {
  id: string;
  code: string;
  name: string;
  nameFront: string;
  color: string;
  mark: string;
}

export const TENANTS = data.tenants as SeedTenant[];

/** [id, tenant, parent, name (a label map), code, sn] */
export const ORGS = data.orgs as [string, string, string | null, LabelMap, string, number][];

/** [alias, name] per tenant; sysAdmin sees every menu and holds every method right. */
export const ROLES = data.roles as [string, string][];

/** [code, name, org] */
export const POSTS = data.posts as [string, string, string][];

export interface SeedUser {
  account: string;
  fullname: string;
  tenant: string;
  org: string;
  roles: string[];
  posts: string[];
  sex: string;
  mobile: string;
  email: string;
  initial?: boolean;
  guest?: boolean;
}

export const USERS = data.users as SeedUser[];

export interface SeedMenu {
  alias: string;
  name: string;
  nameEn: string;
  parent: string;
  sn: number;
  icon?: string;
  path?: string;
  href?: string;
  roles: string[];
}

/** The front menu: only screens that exist; later capabilities add theirs in their own migrations/seeds. */
export const MENUS = data.menus as SeedMenu[];

/** Method rights ([alias, name, menu]): checked on the server for the routes that need them. */
export const METHODS = data.methods as [string, string, string][];
