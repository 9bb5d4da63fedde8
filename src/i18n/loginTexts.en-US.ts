import { mergeLanguage } from "./resources";

// The en-US texts the login route shows (common, access, http): loaded before the first render, the rest
// (./bundle.en-US.ts) once a route past the login asks for it (loadAllTexts).
const files = import.meta.glob<Record<string, unknown>>(["./en-US/{common,access,http}.json"], {
  eager: true,
  import: "default",
});

export default mergeLanguage(files);
