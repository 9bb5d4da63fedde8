import "./memoryStorage";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FixtureRoute, splitRoute } from "../../src/api/testing/fixtureRoutes";
import { compileSchema } from "../../src/engine/schema/validator/compile";
import type { Check, ValidationState } from "../../src/engine/schema/validator/types";
import {
  MY_LAYOUT_FIXTURE_ROUTES,
  myLayoutFixtureAnswer,
} from "../../src/features/home/pages/myLayout/myLayoutFixtures";
import {
  HOME_COLUMN_FIXTURE_ROUTES,
  HOME_COLUMNS,
  homeFixtureAnswer as homeColumnFixtureAnswer,
} from "../../src/features/home/widgets/column/fixtures";
import { HOME_FIXTURE_ROUTES, homeFixtureAnswer } from "../../src/features/home/widgets/fixtures";
import { bearer, createTestApp, type TestApp, tokenOf } from "./helpers";

/**
 * The fixtures that stand in for the server in unit tests and stories, checked against the real server
 * (issue 17): for every route a fixture says it answers, (1) its 2xx answer passes the route's 200 schema
 * in /openapi.json, and (2) it has the shape of the real route's answer on the demo data: the same envelope
 * keys, and no key in a row (at any depth) that neither a real row has nor the schema declares. The routes
 * come from the fixtures' own lists, so a route added to a fixture is checked the day it lands.
 *
 * Response schemas are read closed: fastify serialises an answer through its schema, which drops every key
 * an object schema with `properties` does not declare, so such a key can never reach the browser.
 */

type Schema = Record<string, unknown>;

/** A request to one route: path parameters, query and body. */
interface Call {
  params?: Record<string, string>;
  query?: Record<string, string | number>;
  body?: unknown;
}

/** The request a route is checked with (on the server, and on the fixture unless `fixture` is given). */
interface Sample {
  server: Call;
  fixture?: Call;
  /** The demo user who asks the server (zhangsan unless given). */
  user?: string;
}

/** An answer: its status and JSON body. */
interface Answer {
  status: number;
  data: unknown;
}

/** A fixture under check: its name, the routes it says it answers, and its answer to a request. */
interface Fixture {
  name: string;
  routes: readonly FixtureRoute[];
  answer(method: string, path: string, call: Call): Answer | undefined;
}

/** Routes fixtures answer that the server does not have, each with why. */
const NOT_ON_SERVER: Partial<Record<FixtureRoute, string>> = {
  "GET /portal/broken/v1/list":
    "the deliberately failing column's data source: its 500 shows how a column reports a failure",
  "POST /form/supervise/v1/list":
    "another system's paged POST data source (a column's dataFrom may name any host); Tessera has none",
};

/**
 * Parts of an answer its 200 schema leaves open, and the route whose request body declares them: the
 * designer reads a layout as save takes it, so the fixture's layout must be one save accepts.
 */
const OPEN_PARTS: Partial<Record<FixtureRoute, { property: string; takenBy: FixtureRoute }>> = {
  "GET /portal/sysIndexMyLayout/v1/designMyLayout": {
    property: "layout",
    takenBy: "POST /portal/sysIndexMyLayout/v1/save",
  },
};

const FIRST_PAGE = { pageBean: { page: 1, pageSize: 10, showTotal: true }, querys: [] };

/** Requests that need more than the defaults (no query; a first-page QueryFilter for a POST). */
const SAMPLES: Partial<Record<FixtureRoute, Sample>> = {
  // zhangsan's tasks wait at others; lisi has the demo's to-dos.
  "POST /runtime/task/v1/getTodoList": { server: { body: FIRST_PAGE }, user: "lisi" },
  "GET /portal/messageNews/v1/list": { server: { query: { rows: 5 } } },
  "GET /portal/messageNews/v1/listNotice": { server: { query: { rows: 5 } } },
  "GET /portal/meetingRoomAppointment/v1/pendingJson": { server: { query: { page: 1, rows: 10 } } },
  "GET /portal/pressRelease/v1/getByType": { server: { query: { type: "home" } } },
  "GET /form/customChart/v1/get/{id}": { server: { params: { id: "salesTrend" } } },
  "POST /form/customChart/v1/getListData": { server: { query: { alias: "salesTrend" }, body: FIRST_PAGE } },
  "GET /form/customDialog/v1/getByAlias": { server: { query: { alias: "userSelector" } } },
  "POST /form/customDialog/v1/getListData": {
    server: { query: { alias: "userSelector" }, body: FIRST_PAGE },
  },
  // The demo's columns on the server, the fixture's own on the fixture (their aliases differ).
  "POST /portal/sysIndexColumn/sysIndexColumn/v1/getDatasByAlias": {
    server: { body: "homeTodo,welcomeHtml,newsDigest,quickLinks,userDialog,salesTrendChart,projectCost" },
    fixture: { body: Object.keys(HOME_COLUMNS).join(",") },
  },
  "GET /runtime/report/v1/getEchartsData": { server: { query: { reportId: "projectCost" } } },
  "DELETE /form/formRemindData/v1/{id}": { server: { params: { id: "rd-1" } } },
  "POST /portal/sysIndexMyLayout/v1/save": {
    server: { body: { layout: { list: [{ alias: "welcomeHtml" }] } } },
  },
};

/** A route's path with its parameters filled in (undefined when the sample lacks one). */
function pathOf(path: string, params: Record<string, string> = {}): string | undefined {
  let missing = false;
  const filled = path.replace(/\{([^}]+)\}/g, (_all, name: string) => {
    if (params[name] === undefined) missing = true;
    return encodeURIComponent(params[name] ?? "");
  });
  return missing ? undefined : filled;
}

const queryText = (query: Call["query"]) =>
  query ? `?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}` : "";

/** An axios-config fixture (url, method, data) as a Fixture. */
function axiosFixture(
  name: string,
  routes: readonly FixtureRoute[],
  answer: (request: {
    url: string;
    method: string;
    data?: unknown;
  }) => { status?: number; data?: unknown } | undefined,
): Fixture {
  return {
    name,
    routes,
    answer(method, path, call) {
      const got = answer({
        url: `${path}${queryText(call.query)}`,
        method: method.toLowerCase(),
        data: call.body,
      });
      return got && { status: got.status ?? 200, data: got.data };
    },
  };
}

const FIXTURES: Fixture[] = [
  {
    name: "src/features/home/widgets/fixtures.ts",
    routes: HOME_FIXTURE_ROUTES,
    answer: (method, path, call) =>
      homeFixtureAnswer({
        host: "",
        path,
        method: method as "GET" | "POST" | "DELETE",
        query: call.query,
        body: call.body,
      }),
  },
  axiosFixture("src/features/home/widgets/column/fixtures.ts", HOME_COLUMN_FIXTURE_ROUTES, (request) =>
    homeColumnFixtureAnswer(request),
  ),
  axiosFixture("src/features/home/pages/myLayout/myLayoutFixtures.ts", MY_LAYOUT_FIXTURE_ROUTES, (request) =>
    myLayoutFixtureAnswer(request),
  ),
];

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

const SCHEMA_MAPS = ["properties", "patternProperties", "$defs", "definitions"];
const SCHEMA_LISTS = ["anyOf", "oneOf", "allOf", "prefixItems"];
// Conditions (if, not, contains, propertyNames) test a value, they do not shape it: they stay as written.
const SCHEMA_ONES = ["items", "additionalProperties", "then", "else"];

/**
 * A response schema as fastify's serializer applies it: an object schema with `properties` and no
 * `additionalProperties` is closed (undeclared keys are dropped on the way out), and OpenAPI's
 * `nullable` becomes a `null` type.
 */
function closed(schema: unknown): unknown {
  if (!isObject(schema)) return schema;
  const out: Schema = { ...schema };
  for (const key of SCHEMA_MAPS) {
    if (isObject(out[key]))
      out[key] = Object.fromEntries(Object.entries(out[key]).map(([name, sub]) => [name, closed(sub)]));
  }
  for (const key of SCHEMA_LISTS) if (Array.isArray(out[key])) out[key] = out[key].map(closed);
  for (const key of SCHEMA_ONES) if (out[key] !== undefined) out[key] = closed(out[key]);
  if (out.nullable === true) {
    delete out.nullable;
    if (out.type !== undefined) out.type = [...[out.type].flat(), "null"];
  }
  if (
    isObject(out.properties) &&
    out.additionalProperties === undefined &&
    out.patternProperties === undefined
  )
    out.additionalProperties = false;
  return out;
}

let t: TestApp;
let doc: { paths: Record<string, Record<string, Schema>>; components?: { schemas?: Record<string, Schema> } };
/** The sign-in token of each demo user asked so far. */
const tokens = new Map<string, Promise<string>>();
let root: Schema;
/** The real answer of each route, asked once (DELETE and save change the demo data). */
const realAnswers = new Map<FixtureRoute, Promise<LightMyRequestResponse>>();

beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.app.inject({ method: "GET", url: "/openapi.json" })).json();
  root = { components: { schemas: closed(doc.components?.schemas ?? {}) } };
});
afterAll(() => t.close());

/** The operation of a route in /openapi.json, if the server has it. */
function operationOf(route: FixtureRoute): Schema | undefined {
  const { method, path } = splitRoute(route);
  return doc.paths[path]?.[method.toLowerCase()];
}

/** The application/json schema of a content map (a response's or a request body's). */
const jsonSchemaOf = (holder: unknown) =>
  (holder as { content?: Record<string, { schema?: unknown }> } | undefined)?.content?.["application/json"]
    ?.schema;

/**
 * The closed 200 schema of a route, with the parts it leaves open (OPEN_PARTS) declared by the request
 * body schema of the route that takes them.
 */
function okSchemaOf(route: FixtureRoute, operation: Schema): unknown {
  const ok = closed(jsonSchemaOf((operation.responses as Record<string, Schema> | undefined)?.["200"]));
  const open = OPEN_PARTS[route];
  if (!open || !isObject(ok) || !isObject(ok.properties)) return ok;
  const taker = operationOf(open.takenBy);
  const body = jsonSchemaOf(taker?.requestBody);
  const part = isObject(body) && isObject(body.properties) ? body.properties[open.property] : undefined;
  expect(part, `${open.takenBy} declares no ${open.property} in its request body`).toBeDefined();
  return { ...ok, properties: { ...ok.properties, [open.property]: closed(part) } };
}

/** The validation issues of a value against a schema, as "pointer: code params" lines. */
function issuesOf(schema: unknown, value: unknown): string[] {
  const check: Check = compileSchema(schema, () => undefined, { root, openAnnotations: true });
  const state: ValidationState = { issues: [], effects: [], env: null };
  check(value, "", state);
  return state.issues.map((i) => `${i.path || "/"}: ${i.code} ${JSON.stringify(i.params)}`);
}

/** A schema and the branches (allOf/anyOf/oneOf, then/else) that may declare properties too. */
function branchesOf(schema: unknown): Schema[] {
  if (!isObject(schema)) return [];
  const nested = [
    ...["allOf", "anyOf", "oneOf"].flatMap((k) => (Array.isArray(schema[k]) ? (schema[k] as unknown[]) : [])),
    schema.then,
    schema.else,
  ];
  return [schema, ...nested.flatMap(branchesOf)];
}

/** The schemas of an object's property (or an array's items, for a number) in any branch of `schemas`. */
function subSchemas(schemas: unknown[], key: string | number): unknown[] {
  return schemas
    .flatMap(branchesOf)
    .map((s) => (typeof key === "number" ? s.items : isObject(s.properties) ? s.properties[key] : undefined))
    .filter((s) => s !== undefined);
}

/** The property names any branch of `schemas` declares. */
const declaredKeys = (schemas: unknown[]) =>
  schemas.flatMap(branchesOf).flatMap((s) => (isObject(s.properties) ? Object.keys(s.properties) : []));

/**
 * Keys of the fixture's value (at any depth) that no real value at the same place has and no schema
 * declares. Array items are compared with every real item of the same array. Where the real answer has
 * no rows and the schema declares no keys for them, there is nothing to compare with: an issue (choose a
 * sample that has rows).
 */
function shapeIssues(fixture: unknown, reals: unknown[], schemas: unknown[], at: string): string[] {
  if (Array.isArray(fixture)) {
    const realItems = reals.filter(Array.isArray).flat();
    const items = subSchemas(schemas, 0);
    if (fixture.some(isObject) && realItems.length === 0 && declaredKeys(items).length === 0)
      return [
        `${at || "/"}: the real answer has no rows to compare with (choose a sample request that has some)`,
      ];
    return fixture.flatMap((item, i) => shapeIssues(item, realItems, items, `${at}/${i}`));
  }
  if (!isObject(fixture)) return [];
  const realObjects = reals.filter(isObject);
  const declared = declaredKeys(schemas);
  if (realObjects.length === 0 && declared.length === 0) return [];
  const known = new Set([...realObjects.flatMap((o) => Object.keys(o)), ...declared]);
  return Object.entries(fixture).flatMap(([key, value]) =>
    known.has(key)
      ? shapeIssues(
          value,
          realObjects.map((o) => o[key]).filter((v) => v !== undefined),
          subSchemas(schemas, key),
          `${at}/${key}`,
        )
      : [`${at}/${key}: no real answer has this key and the schema does not declare it`],
  );
}

/** The envelope keys (top-level keys of an object answer) of the real answer the fixture lacks, and the reverse. */
function envelopeIssues(fixture: unknown, real: unknown, schema: unknown): string[] {
  if (!isObject(fixture) || !isObject(real) || !isObject(schema) || !isObject(schema.properties)) return [];
  const missing = Object.keys(real).filter((k) => !(k in fixture));
  const extra = Object.keys(fixture).filter((k) => !(k in real));
  return [
    ...missing.map((k) => `/${k}: the real answer's envelope has it, the fixture's does not`),
    ...extra.map((k) => `/${k}: the fixture's envelope has it, the real answer's does not`),
  ];
}

/** The token of a demo user (signed in once). */
function tokenFor(user: string): Promise<string> {
  let token = tokens.get(user);
  if (!token) {
    token = tokenOf(t.app, user);
    tokens.set(user, token);
  }
  return token;
}

/** The real route's answer to the sample, as its user (asked once per route). */
function realAnswer(route: FixtureRoute, sample: Sample, path: string): Promise<LightMyRequestResponse> {
  const { method } = splitRoute(route);
  let answer = realAnswers.get(route);
  if (!answer) {
    const { query, body } = sample.server;
    const text = typeof body === "string";
    answer = tokenFor(sample.user ?? "zhangsan").then((token) =>
      t.app.inject({
        method,
        url: `${path}${queryText(query)}`,
        headers: { ...bearer(token), ...(text ? { "content-type": "text/plain" } : {}) },
        ...(body === undefined ? {} : { payload: text ? (body as string) : (body as object) }),
      }),
    );
    realAnswers.set(route, answer);
  }
  return answer;
}

describe("the fixture routes", () => {
  for (const fixture of FIXTURES) {
    it(`of ${fixture.name} are each on the server or named as absent with a reason`, () => {
      const unknown = fixture.routes.filter((route) => !operationOf(route) && !NOT_ON_SERVER[route]);
      expect(unknown, "fixture routes neither in /openapi.json nor in NOT_ON_SERVER").toEqual([]);
    });
  }

  it("named as absent from the server are answered by a fixture and really absent", () => {
    const answered = new Set(FIXTURES.flatMap((f) => f.routes));
    const named = Object.keys(NOT_ON_SERVER) as FixtureRoute[];
    expect(
      named.filter((route) => !answered.has(route)),
      "named but answered by no fixture",
    ).toEqual([]);
    expect(
      named.filter((route) => operationOf(route)),
      "named but on the server",
    ).toEqual([]);
  });

  it("have a sample only when a fixture answers them", () => {
    const answered = new Set(FIXTURES.flatMap((f) => f.routes));
    expect((Object.keys(SAMPLES) as FixtureRoute[]).filter((route) => !answered.has(route))).toEqual([]);
  });
});

for (const fixture of FIXTURES) {
  describe(fixture.name, () => {
    for (const route of fixture.routes.filter((r) => !NOT_ON_SERVER[r])) {
      it(`answers ${route} as the server's schema says, in the shape of its demo answer`, async () => {
        const operation = operationOf(route);
        expect(operation, `${route} is not in /openapi.json`).toBeDefined();
        const { method, path } = splitRoute(route);
        const sample = SAMPLES[route] ?? { server: method === "POST" ? { body: FIRST_PAGE } : {} };
        const serverPath = pathOf(path, sample.server.params);
        expect(serverPath, `${route}: add a sample with its path parameters to SAMPLES`).toBeDefined();
        const fixtureCall = sample.fixture ?? sample.server;
        const fixtureAnswer = fixture.answer(
          method,
          pathOf(path, fixtureCall.params) ?? (serverPath as string),
          fixtureCall,
        );
        expect(fixtureAnswer, `${fixture.name} does not answer its own route ${route}`).toBeDefined();
        const { status, data } = fixtureAnswer as Answer;
        expect(status >= 200 && status < 300, `${route}: the fixture answers ${status}`).toBe(true);

        const schema = okSchemaOf(route, operation as Schema);
        expect(schema, `${route} has no 200 application/json schema`).toBeDefined();
        expect(issuesOf(schema, data), `${route}: the fixture's answer against the 200 schema`).toEqual([]);

        const real = await realAnswer(route, sample, serverPath as string);
        expect(real.statusCode, `${route} on the server: ${real.body}`).toBe(200);
        const realData = real.json();
        // The real answer passes the closed schema too, or closing it was wrong.
        expect(
          issuesOf(schema, realData),
          `${route}: the server's own answer against the 200 schema`,
        ).toEqual([]);
        expect(
          [...envelopeIssues(data, realData, schema), ...shapeIssues(data, [realData], [schema], "")],
          `${route}: the fixture's answer against the server's`,
        ).toEqual([]);
      });
    }
  });
}
