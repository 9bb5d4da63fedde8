import type { FastifyInstance } from "fastify";
import { ucPasswordStrategyRoutes } from "./passwordStrategy";
import type { UcDeps } from "./schemas";
import { ucSealRoutes } from "./seal";
import { ucSessionRoutes } from "./session";
import { ucTenantRoutes } from "./tenants";
import { ucUserRoutes } from "./users";

/** uc: sign-in, session, tenants, users, the password strategy and the electronic seal (spec 1 §7, CONTRACT.md §3). */
export function ucRoutes(app: FastifyInstance, deps: UcDeps): void {
  ucSessionRoutes(app, deps);
  ucTenantRoutes(app, deps);
  ucUserRoutes(app, deps);
  ucPasswordStrategyRoutes(app, deps);
  ucSealRoutes(app, deps);
}
