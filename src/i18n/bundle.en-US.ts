import { mergeLanguage } from "./resources";

// Every ./en-US/<area>.json file, merged into one tree: the en-US chunk (loaded only when en-US is used).
const files = import.meta.glob<Record<string, unknown>>("./en-US/*.json", { eager: true, import: "default" });

export default mergeLanguage(files);
