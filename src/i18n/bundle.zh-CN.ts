import { mergeLanguage } from "./resources";

// Every other ./zh-CN/<area>.json file (those of ./loginTexts.zh-CN.ts aside), merged into one tree: the
// chunk a route past the login loads (loadAllTexts), in the language in use.
const files = import.meta.glob<Record<string, unknown>>(
  ["./zh-CN/*.json", "!./zh-CN/{common,access,http}.json"],
  { eager: true, import: "default" },
);

export default mergeLanguage(files);
