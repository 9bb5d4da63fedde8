import { mergeLanguage } from "./resources";

// Every other ./en-US/<area>.json file (those of ./loginTexts.en-US.ts aside), merged into one tree: the
// chunk a route past the login loads (loadAllTexts), in the language in use.
const files = import.meta.glob<Record<string, unknown>>(
  ["./en-US/*.json", "!./en-US/{common,access,http}.json"],
  { eager: true, import: "default" },
);

export default mergeLanguage(files);
