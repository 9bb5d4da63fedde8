import type { LabelMap } from "../http/locale";
import data from "./home.json";

/* What the home seed stores, built from home.json: the columns (their templates), the layout presets and
   the layout rows. The inserting is in home.ts. */

const b64 = (text: string) => Buffer.from(text, "utf8").toString("base64");
const j = (value: unknown) => JSON.stringify(value);

/**
 * A small inline SVG image as a data URL (the CSP allows data: images). It carries no text: the
 * carousel writes the slide's title once, as its caption (a title drawn in the image was cropped in
 * narrow columns and doubled the caption, issue 13 §3).
 */
function svgImage(from: string, to: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="300" viewBox="0 0 800 300">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/>` +
    `<stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="800" height="300" fill="url(#g)"/>` +
    `<circle cx="640" cy="150" r="90" fill="#fff" fill-opacity="0.18"/></svg>`;
  return `data:image/svg+xml;base64,${b64(svg)}`;
}

/** The carousel images, with their SVG data URLs. */
export const CAROUSEL = data.carousel.map(({ from, to, ...image }) => ({
  ...image,
  src: svgImage(from, to),
}));

/** A child org of a tenant's root, its name as a label map (from uc_org's name and label_i18n). */
export interface SubOrg {
  id: string;
  code: string;
  name: LabelMap;
}

/** A column of home.json: its template is an engine document, an HTML template or a static list. */
interface SeedColumn {
  alias: string;
  /** Configured labels: {zh-CN, en-US} maps (stored as the plain zh-CN column plus label_i18n). */
  name: LabelMap;
  catalog: string;
  catalogName: LabelMap;
  colType?: number;
  dataMode?: number;
  dataFrom?: string | object;
  dataParam?: object;
  requestType?: string;
  document?: { type: string; version: number; body: Record<string, unknown>[] };
  html?: string;
  items?: string[];
  colHeight?: number;
  colUrl?: string;
  newWindow?: number;
  needPage?: number;
  roles?: string[];
  orgs?: string[];
}

const staticList = (items: string[]) =>
  `<ul class="home-static-list">${items.map((i) => `<li>${i}</li>`).join("")}</ul>`;

/** The stored template of a column (base64): the carousel's document gets the carousel's images. */
export function templateOf(c: SeedColumn): string | null {
  if (c.document) {
    const body = c.document.body.map((node) =>
      node.type === "home-carousel"
        ? {
            ...node,
            images: CAROUSEL.map(({ src, title, href }) => ({ src, title, ...(href ? { href } : {}) })),
          }
        : node,
    );
    return b64(j({ ...c.document, body }));
  }
  if (c.html !== undefined) return b64(c.html);
  if (c.items) return b64(staticList(c.items));
  return null;
}

/** The columns of one tenant; `subOrgs` are the children of its root org (project progress per org). */
export function columns(subOrgs: SubOrg[]): SeedColumn[] {
  return [
    ...(data.columns as SeedColumn[]),
    ...subOrgs.map((o) => ({
      alias: `projectProgress_${o.code}`,
      name: {
        "zh-CN": `项目进展（${o.name["zh-CN"]}）`,
        "en-US": `Project progress (${o.name["en-US"] ?? o.name["zh-CN"]})`,
      },
      catalog: "project",
      catalogName: { "zh-CN": "项目", "en-US": "Projects" },
      colType: 1,
      dataParam: { chartType: 1, id: `projectProgress-${o.code}` },
      roles: ["executive", "sysAdmin"],
    })),
  ];
}

/**
 * An item of a layout in home.json: `[key, [aliases] …]` is a grid of equal columns, `"projects"` the tab of
 * the sub-orgs' project progress (left out without sub-orgs), another string a tab of home.json, an object itself.
 */
type LayoutItem = string | object | [string, ...string[][]];

/** The layout presets of a tenant (HomeLayout documents). */
export function layouts(subOrgs: Pick<SubOrg, "code" | "name">[]) {
  const item = (entry: LayoutItem): object[] => {
    if (Array.isArray(entry)) {
      const [key, ...cells] = entry as [string, ...string[][]];
      const span = Math.floor(24 / cells.length);
      const list = (aliases: string[]) => aliases.map((alias) => ({ alias }));
      return [
        { type: "grid", key, options: { gutter: 16 }, columns: cells.map((c) => ({ span, list: list(c) })) },
      ];
    }
    if (entry === "projects")
      return subOrgs.length
        ? [
            {
              type: "tab",
              key: "projects",
              name: { "zh-CN": "项目进展", "en-US": "Project progress" },
              tabs: subOrgs.map((o) => ({ name: o.name, list: [{ alias: `projectProgress_${o.code}` }] })),
            },
          ]
        : [];
    if (typeof entry === "string") return [data.tabs[entry as keyof typeof data.tabs]];
    return [entry];
  };
  const design = (items: LayoutItem[]) => ({ homeType: "scBpm", list: items.flatMap(item) });
  const l = data.layouts as Record<"personal" | "company" | "department" | "guest", LayoutItem[]>;
  return {
    personal: design(l.personal),
    company: design(l.company),
    department: design(l.department),
    guest: design(l.guest),
  };
}

/** The layout rows of home.json (`design` names a preset; `tenant` limits a row to one tenant). */
export const LAYOUT_ROWS = (
  data.layoutRows as {
    key: string;
    name: LabelMap;
    memo: LabelMap;
    org_id: string | null;
    role_alias: string | null;
    is_def: number;
    design: keyof ReturnType<typeof layouts>;
    tenant?: string;
  }[]
).map(({ name, memo, ...row }) => ({ ...row, name: name["zh-CN"], memo: memo["zh-CN"] }));

/** The guest layout's row (its design is the `guest` preset). */
export const GUEST_LAYOUT_ROW = (() => {
  const { key: _key, design: _design, tenant: _tenant, ...row } = LAYOUT_ROWS.find((r) => r.key === "guest")!;
  return { ...row, design: layouts([]).guest };
})();
