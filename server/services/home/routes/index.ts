import type { FastifyInstance } from "fastify";
import { homeColumnRoutes } from "./columns";
import { homeLayoutRoutes } from "./layouts";
import { homeMeetingRoutes } from "./meetings";
import { homeNewsRoutes } from "./news";
import { homeOftenSystemRoutes } from "./oftenSystems";
import { homePressReleaseRoutes } from "./pressReleases";
import { homeReminderRoutes } from "./reminders";
import { homeReportRoutes } from "./reports";
import type { HomeDeps } from "./schemas";

/** The home page's server side (issue 5 §4, CONTRACT §7 and §10.1): layouts, columns and the widgets' reads. */
export function homeRoutes(app: FastifyInstance, deps: HomeDeps): void {
  homeLayoutRoutes(app, deps);
  homeColumnRoutes(app, deps);
  homeReminderRoutes(app, deps);
  homeMeetingRoutes(app, deps);
  homeNewsRoutes(app, deps);
  homePressReleaseRoutes(app, deps);
  homeOftenSystemRoutes(app, deps);
  homeReportRoutes(app, deps);
}
