import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import { LOCAL_KEYS } from "../api/clientState";
import { LANGUAGES, type Language, type Tree } from "./resources";

export { LANGUAGES, type Language } from "./resources";

/**
 * Each language's texts are one chunk of their own (./bundle.<lang>.ts merges its area files), loaded only
 * when that language is used: the login screen carries one language, not both.
 */
const BUNDLES: Record<Language, () => Promise<{ default: Tree }>> = {
  "zh-CN": () => import("./bundle.zh-CN"),
  "en-US": () => import("./bundle.en-US"),
};

/** The merged texts of one language (the completeness checks compare them). */
export async function languageResources(lang: Language): Promise<Tree> {
  return (await BUNDLES[lang]()).default;
}

const loaded = new Map<Language, Promise<void>>();

/** Loads a language's texts into i18next (once; a failed load is tried again on the next call). */
export function loadLanguage(lang: Language): Promise<void> {
  let loading = loaded.get(lang);
  if (!loading) {
    loading = languageResources(lang).then((tree) => {
      i18n.addResourceBundle(lang, "translation", tree, true, true);
    });
    loading.catch(() => loaded.delete(lang));
    loaded.set(lang, loading);
  }
  return loading;
}

/** True for a language the portal offers. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** The stored language choice (localStorage `lang`), zh-CN by default. */
export function storedLanguage(): Language {
  try {
    const value = localStorage.getItem(LOCAL_KEYS.lang);
    return isLanguage(value) ? value : "zh-CN";
  } catch {
    return "zh-CN";
  }
}

i18n.use(initReactI18next).init({
  resources: {},
  partialBundledLanguages: true,
  lng: storedLanguage(),
  fallbackLng: "zh-CN",
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

if (typeof document !== "undefined") document.documentElement.lang = i18n.language;

/** The stored language's texts: the app renders its first text once this settles (src/main.tsx). */
export const i18nReady: Promise<void> = loadLanguage(i18n.language as Language);

/** Switches the language and remembers it under localStorage `lang` (also sent as Accept-Language). */
export async function setLanguage(lang: Language): Promise<void> {
  try {
    localStorage.setItem(LOCAL_KEYS.lang, lang);
  } catch {
    // The choice then lasts only for this page.
  }
  await loadLanguage(lang);
  await i18n.changeLanguage(lang);
  if (typeof document !== "undefined") document.documentElement.lang = lang;
}

export default i18n;
