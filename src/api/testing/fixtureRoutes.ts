/*
 * The routes a test fixture answers, spelt as the server's /openapi.json spells them, so the server's
 * fixture contract test (tests/server/fixture-contract.test.ts) can check each answer against the real
 * route: a route added to a fixture is checked the day it lands.
 */

/** A method a fixture answers. */
export type FixtureMethod = "GET" | "POST" | "DELETE";

/** "METHOD /path", with `{name}` for a path parameter (the OpenAPI spelling). */
export type FixtureRoute = `${FixtureMethod} /${string}`;

/** The method and path of a route. */
export function splitRoute(route: FixtureRoute): { method: FixtureMethod; path: string } {
  const space = route.indexOf(" ");
  return { method: route.slice(0, space) as FixtureMethod, path: route.slice(space + 1) };
}

/** Whether a concrete path fits a route path whose `{name}` segments stand for one segment each. */
function fits(template: string, path: string): boolean {
  const want = template.split("/");
  const got = path.split("/");
  return want.length === got.length && want.every((part, i) => /^\{[^}]+\}$/.test(part) || part === got[i]);
}

/**
 * The route of `routes` a request answers to: same method (any case) and a fitting path, a route without
 * parameters before one with them (getFormRemindDataByUser is not `{id}`). Undefined when none fits.
 */
export function findRoute<R extends FixtureRoute>(
  routes: readonly R[],
  method: string | undefined,
  path: string,
): R | undefined {
  const verb = (method ?? "GET").toUpperCase();
  const candidates = routes.filter((route) => {
    const split = splitRoute(route);
    return split.method === verb && fits(split.path, path);
  });
  return candidates.find((route) => !route.includes("{")) ?? candidates[0];
}
