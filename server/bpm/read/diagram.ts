import type { Lang } from "../../http/messages";
import type { FlowDefinitionJson, FlowNode } from "../engine/definitionTypes";
import { nameIn } from "./flowNames";
import { escapeXml } from "./format";
import { BPM_DIAGRAM_WORDS } from "./messages";

/** How far a node has come in an instance: done (green), current (orange, an open task), pending (grey). */
export type NodeState = "done" | "current" | "pending";

/** Box sizes per node type; x/y in the definition are the box's top-left corner. */
const SIZE: Record<FlowNode["type"], { w: number; h: number }> = {
  start: { w: 36, h: 36 },
  end: { w: 36, h: 36 },
  userTask: { w: 120, h: 56 },
  exclusiveGateway: { w: 48, h: 48 },
};

/** Colours as presentation attributes (no inline style, so the picture renders under a strict CSP). */
const COLOURS: Record<NodeState, { fill: string; stroke: string; text: string }> = {
  done: { fill: "#e8f5ec", stroke: "#238551", text: "#1c6e42" },
  current: { fill: "#fdf0e1", stroke: "#c87619", text: "#935610" },
  pending: { fill: "#f6f7f9", stroke: "#8f99a8", text: "#5f6b7c" },
};

const PAD = 24;

interface Box {
  cx: number;
  cy: number;
  w: number;
  h: number;
  type: FlowNode["type"];
}

const boxOf = (n: FlowNode): Box => {
  const { w, h } = SIZE[n.type];
  return { cx: n.x + w / 2, cy: n.y + h / 2, w, h, type: n.type };
};

/** The point where a line from a box's centre towards (tx, ty) leaves the box's outline. */
function edgePoint(b: Box, tx: number, ty: number): [number, number] {
  const dx = tx - b.cx;
  const dy = ty - b.cy;
  if (dx === 0 && dy === 0) return [b.cx, b.cy];
  let t: number;
  if (b.type === "start" || b.type === "end") t = b.w / 2 / Math.hypot(dx, dy);
  else if (b.type === "exclusiveGateway") t = 1 / (Math.abs(dx) / (b.w / 2) + Math.abs(dy) / (b.h / 2));
  else
    t = Math.min(
      Math.abs(dx) > 0 ? b.w / 2 / Math.abs(dx) : Infinity,
      Math.abs(dy) > 0 ? b.h / 2 / Math.abs(dy) : Infinity,
    );
  return [b.cx + dx * t, b.cy + dy * t];
}

const r1 = (n: number) => Math.round(n * 10) / 10;

/**
 * Splits a task name into at most two lines: CJK names by about 8 characters, names of words (English)
 * at spaces by about 16 (the box is 120 px wide), the rest cut with an ellipsis.
 */
function lines(name: string): string[] {
  if (name.includes(" ")) {
    const out: string[] = [""];
    for (const word of name.split(/\s+/)) {
      const last = out[out.length - 1] as string;
      if (!last) out[out.length - 1] = word;
      else if (last.length + 1 + word.length <= 16) out[out.length - 1] = `${last} ${word}`;
      else out.push(word);
    }
    if (out.length <= 2) return out;
    const second = out.slice(1).join(" ");
    return [out[0] as string, second.length > 16 ? `${second.slice(0, 15)}…` : second];
  }
  const chars = [...name];
  if (chars.length <= 8) return [name];
  const first = chars.slice(0, 8).join("");
  const rest = chars.slice(8);
  return [first, rest.length > 8 ? `${rest.slice(0, 7).join("")}…` : rest.join("")];
}

function nodeSvg(n: FlowNode, state: NodeState, lang: Lang): string {
  const b = boxOf(n);
  const c = COLOURS[state];
  const word = BPM_DIAGRAM_WORDS[state][lang === "en-US" ? 1 : 0];
  const title = `<title>${escapeXml(`${n.name} (${word})`)}</title>`;
  const attrs = `fill="${c.fill}" stroke="${c.stroke}" stroke-width="2"`;
  const cls = `node node-${escapeXml(n.type)} ${state}`;
  const id = escapeXml(n.id);
  let shape: string;
  let label: string;
  if (n.type === "start" || n.type === "end") {
    // The end circle has the heavier rim (one stroke-width attribute: a repeated one is malformed XML).
    const sw = n.type === "end" ? 4 : 2;
    shape = `<circle cx="${r1(b.cx)}" cy="${r1(b.cy)}" r="${b.w / 2}" fill="${c.fill}" stroke="${c.stroke}" stroke-width="${sw}"/>`;
    label = `<text x="${r1(b.cx)}" y="${r1(n.y + b.h + 14)}" text-anchor="middle" font-size="12" fill="${c.text}">${escapeXml(n.name)}</text>`;
  } else if (n.type === "exclusiveGateway") {
    const pts = [
      [b.cx, n.y],
      [n.x + b.w, b.cy],
      [b.cx, n.y + b.h],
      [n.x, b.cy],
    ]
      .map(([x, y]) => `${r1(x as number)},${r1(y as number)}`)
      .join(" ");
    shape = `<polygon points="${pts}" ${attrs}/>`;
    label = `<text x="${r1(b.cx)}" y="${r1(n.y + b.h + 14)}" text-anchor="middle" font-size="12" fill="${c.text}">${escapeXml(n.name)}</text>`;
  } else {
    shape = `<rect x="${r1(n.x)}" y="${r1(n.y)}" width="${b.w}" height="${b.h}" rx="8" ry="8" ${attrs}/>`;
    const ls = lines(n.name);
    const top = b.cy - ((ls.length - 1) * 16) / 2 + 4;
    label = ls
      .map(
        (l, i) =>
          `<text x="${r1(b.cx)}" y="${r1(top + i * 16)}" text-anchor="middle" font-size="13" fill="${c.text}">${escapeXml(l)}</text>`,
      )
      .join("");
  }
  return `<g class="${cls}" data-node-id="${id}" data-state="${state}">${title}${shape}${label}</g>`;
}

/**
 * The definition as an SVG picture: start/end circles, tasks as rounded boxes with their names, gateways
 * as diamonds, flows as arrows; each node coloured and classed by its state (done/current/pending) and
 * titled; every text escaped; no external resources.
 */
export function flowDiagramSvg(
  def: FlowDefinitionJson,
  states: ReadonlyMap<string, NodeState>,
  opts: { title: string; lang: Lang },
): string {
  // Node and flow names in the request language (their nameI18n), as the rows show them (flowNames.ts).
  def = {
    ...def,
    nodes: def.nodes.map((n) => ({ ...n, name: nameIn(n, opts.lang) })),
    flows: def.flows.map((f) => (f.name ? { ...f, name: nameIn(f, opts.lang) } : f)),
  };
  const boxes = new Map(def.nodes.map((n) => [n.id, boxOf(n)]));
  let maxX = 0;
  let maxY = 0;
  let minX = Infinity;
  let minY = Infinity;
  for (const n of def.nodes) {
    const { w, h } = SIZE[n.type];
    minX = Math.min(minX, n.x);
    minY = Math.min(minY, n.y);
    maxX = Math.max(maxX, n.x + w);
    maxY = Math.max(maxY, n.y + h + 18);
  }
  if (!Number.isFinite(minX)) minX = minY = 0;
  const vx = minX - PAD;
  const vy = minY - PAD;
  const width = Math.max(1, maxX - minX + 2 * PAD);
  const height = Math.max(1, maxY - minY + 2 * PAD);
  const arrows = def.flows
    .map((f) => {
      const a = boxes.get(f.from);
      const b = boxes.get(f.to);
      if (!a || !b) return "";
      const [x1, y1] = edgePoint(a, b.cx, b.cy);
      const [x2, y2] = edgePoint(b, a.cx, a.cy);
      const taken =
        states.get(f.from) === "done" && states.get(f.to) !== "pending" && states.get(f.to) !== undefined;
      const stroke = taken ? COLOURS.done.stroke : COLOURS.pending.stroke;
      const name = f.name
        ? `<text x="${r1((x1 + x2) / 2)}" y="${r1((y1 + y2) / 2 - 4)}" text-anchor="middle" font-size="11" fill="#5f6b7c">${escapeXml(f.name)}</text>`
        : "";
      const title = f.name ? `<title>${escapeXml(f.name)}</title>` : "";
      return `<g class="flow${taken ? " done" : ""}" data-flow-id="${escapeXml(f.id)}">${title}<line x1="${r1(x1)}" y1="${r1(y1)}" x2="${r1(x2)}" y2="${r1(y2)}" stroke="${stroke}" stroke-width="1.5" marker-end="url(#arrow-${taken ? "done" : "pending"})"/>${name}</g>`;
    })
    .join("");
  const nodes = def.nodes.map((n) => nodeSvg(n, states.get(n.id) ?? "pending", opts.lang)).join("");
  const marker = (name: string, colour: string) =>
    `<marker id="arrow-${name}" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="8" markerHeight="8" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="${colour}"/></marker>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${r1(width)}" height="${r1(height)}" viewBox="${r1(vx)} ${r1(vy)} ${r1(width)} ${r1(height)}" font-family="sans-serif" role="img">`,
    `<title>${escapeXml(opts.title)}</title>`,
    `<defs>${marker("done", COLOURS.done.stroke)}${marker("pending", COLOURS.pending.stroke)}</defs>`,
    arrows,
    nodes,
    "</svg>",
  ].join("");
}
