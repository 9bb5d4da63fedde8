import { mergeLanguage } from "./resources";

// The zh-CN texts the login route shows (common, access, http): loaded before the first render, the rest
// (./bundle.zh-CN.ts) once a route past the login asks for it (loadAllTexts).
const files = import.meta.glob<Record<string, unknown>>(["./zh-CN/{common,access,http}.json"], {
  eager: true,
  import: "default",
});

export default mergeLanguage(files);
