import { mergeLanguage } from "./resources";

// Every ./zh-CN/<area>.json file, merged into one tree: the zh-CN chunk (loaded only when zh-CN is used).
const files = import.meta.glob<Record<string, unknown>>("./zh-CN/*.json", { eager: true, import: "default" });

export default mergeLanguage(files);
