import { type IconName, IconNames } from "@blueprintjs/icons";

/* The one rule for icons named in configuration (menus, flows, often-used systems, home columns). */

const blueprintNames: ReadonlySet<string> = new Set(Object.values(IconNames));

/**
 * Element-UI icon names (`el-icon-…`, what imported definitions and older seeds carry) and the
 * Blueprint icon each stands for.
 */
export const ELEMENT_ICONS: Readonly<Record<string, IconName>> = {
  message: "envelope",
  "chat-dot-round": "chat",
  "chat-line-round": "chat",
  "chat-square": "chat",
  user: "person",
  "user-solid": "person",
  "s-custom": "people",
  "s-cooperation": "people",
  phone: "phone",
  "phone-outline": "phone",
  mobile: "mobile-phone",
  reading: "book",
  notebook: "manual",
  "notebook-2": "manual",
  money: "dollar",
  coin: "bank-account",
  wallet: "credit-card",
  "s-finance": "bank-account",
  home: "home",
  "s-home": "home",
  house: "home",
  document: "document",
  tickets: "clipboard",
  "s-order": "th-list",
  "s-data": "timeline-bar-chart",
  "data-analysis": "chart",
  "pie-chart": "pie-chart",
  setting: "cog",
  "s-tools": "wrench",
  date: "calendar",
  time: "time",
  timer: "stopwatch",
  search: "search",
  edit: "edit",
  "edit-outline": "edit",
  delete: "trash",
  folder: "folder-close",
  "folder-opened": "folder-open",
  picture: "media",
  "picture-outline": "media",
  bell: "notifications",
  "s-promotion": "send-message",
  "star-off": "star-empty",
  "star-on": "star",
  location: "map-marker",
  "location-outline": "map-marker",
  "office-building": "office",
  goods: "shopping-cart",
  "shopping-cart-full": "shopping-cart",
  "s-goods": "shopping-cart",
  link: "link",
  "s-management": "briefcase",
  "s-check": "tick-circle",
  "circle-check": "tick-circle",
  warning: "warning-sign",
  "warning-outline": "warning-sign",
  info: "info-sign",
  lock: "lock",
  unlock: "unlock",
  key: "key",
  "s-platform": "desktop",
  monitor: "desktop",
  cloudy: "cloud",
  upload2: "cloud-upload",
  upload: "upload",
  download: "download",
  printer: "print",
  "s-flag": "flag",
  "s-marketing": "shop",
  "video-camera": "video",
};

/**
 * The Blueprint icon a configured name stands for: a Blueprint name as it is, an Element-UI name
 * (`el-icon-message`) through its table; undefined when the name means nothing (the caller then
 * draws its own fallback, never an empty square).
 */
export function configuredIcon(name: string | undefined | null): IconName | undefined {
  const text = name?.trim();
  if (!text) return undefined;
  if (blueprintNames.has(text)) return text as IconName;
  const element = /^el-icon-(.+)$/.exec(text);
  return element ? ELEMENT_ICONS[element[1]] : undefined;
}

/** The letter glyph shown for a named thing without a known icon: its first character, upper-cased. */
export function letterGlyph(label: string): string {
  const first = [...label.trim()][0];
  return first ? first.toLocaleUpperCase() : "?";
}
