import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import { LOCAL_KEYS } from "../api/clientState";
import { buildResources, LANGUAGES, type Language } from "./resources";

export { LANGUAGES, type Language } from "./resources";

/** Every ./<lang>/<area>.json file; new area files are picked up without touching this module. */
const files = import.meta.glob<Record<string, unknown>>("./*/*.json", { eager: true, import: "default" });

/** The i18next resources of both languages. */
export const resources = buildResources(files);

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
  resources,
  lng: storedLanguage(),
  fallbackLng: "zh-CN",
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

if (typeof document !== "undefined") document.documentElement.lang = i18n.language;

/** Switches the language and remembers it under localStorage `lang` (also sent as Accept-Language). */
export async function setLanguage(lang: Language): Promise<void> {
  try {
    localStorage.setItem(LOCAL_KEYS.lang, lang);
  } catch {
    // The choice then lasts only for this page.
  }
  await i18n.changeLanguage(lang);
  if (typeof document !== "undefined") document.documentElement.lang = lang;
}

export default i18n;
