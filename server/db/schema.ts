import type { ColumnType, Generated } from "kysely";

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface TenantTable {
  id: string;
  code: string;
  name: string;
  name_front: string | null;
  status: string;
  ico: string | null;
  front_logo: string | null;
  description: string | null;
  create_time: Timestamp;
}

export interface OrgTable {
  id: string;
  tenant_id: string;
  parent_id: string | null;
  name: string;
  code: string;
  path_name: string;
  sn: number;
}

export interface UserTable {
  id: string;
  tenant_id: string;
  account: string;
  fullname: string;
  password_hash: string;
  pwd_create_time: Timestamp;
  is_init_password: boolean;
  status: number;
  mobile: string | null;
  email: string | null;
  sex: string | null;
  address: string | null;
  create_time: Timestamp;
}

export interface RoleTable {
  id: string;
  tenant_id: string;
  alias: string;
  name: string;
}

export interface UserRoleTable {
  user_id: string;
  role_id: string;
}

export interface PostTable {
  id: string;
  tenant_id: string;
  org_id: string;
  code: string;
  name: string;
}

export interface UserPostTable {
  user_id: string;
  post_id: string;
}

export interface UserOrgTable {
  user_id: string;
  org_id: string;
  is_master: boolean;
}

export interface PwdStrategyTable {
  id: string;
  tenant_id: string;
  init_pwd: string;
  pwd_rule: number;
  pwd_length: number;
  duration: number;
  enable: boolean;
}

export interface SessionTable {
  id: string;
  tenant_id: string;
  user_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
}

export interface LoginFailureTable {
  id: Generated<number>;
  tenant_id: string;
  account: string;
  failed_at: Timestamp;
}

export interface MenuTable {
  id: string;
  tenant_id: string;
  parent_id: string | null;
  alias: string;
  name: string;
  name_en: string;
  icon: string | null;
  path: string | null;
  href: string | null;
  sn: number;
  open: Generated<boolean>;
  hidden: Generated<boolean>;
}

export interface MenuRoleTable {
  menu_id: string;
  role_id: string;
}

export interface SysMethodTable {
  id: string;
  tenant_id: string;
  menu_alias: string | null;
  alias: string;
  name: string;
  request_url: string | null;
}

export interface MethodRoleTable {
  method_id: string;
  role_id: string;
}

export interface SysFileTable {
  id: string;
  tenant_id: string;
  name: string;
  mime: string;
  size: number;
  content: Uint8Array;
  is_public: boolean;
  create_time: Timestamp;
}

export interface SysPropertyTable {
  tenant_id: string;
  alias: string;
  value: string;
}

export interface ShortUrlTable {
  id: string;
  tenant_id: string;
  code: string;
  url: string;
  guest_account: string;
  lose_time: Timestamp | null;
  create_time: Timestamp;
}

/** The database as Kysely sees it; table names are the SQL names. */
export interface DB {
  uc_tenant: TenantTable;
  uc_org: OrgTable;
  uc_user: UserTable;
  uc_role: RoleTable;
  uc_user_role: UserRoleTable;
  uc_post: PostTable;
  uc_user_post: UserPostTable;
  uc_user_org: UserOrgTable;
  uc_pwd_strategy: PwdStrategyTable;
  uc_session: SessionTable;
  uc_login_failure: LoginFailureTable;
  sys_menu: MenuTable;
  sys_menu_role: MenuRoleTable;
  sys_method: SysMethodTable;
  sys_method_role: MethodRoleTable;
  sys_file: SysFileTable;
  sys_property: SysPropertyTable;
  portal_short_url: ShortUrlTable;
}
