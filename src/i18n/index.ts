import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import { LOCAL_KEYS } from "../api/clientState";
import { LANGUAGES, type Language, type Tree } from "./resources";

export { LANGUAGES, type Language } from "./resources";

/** A language's texts in two chunks: what the login route shows, then every other area. */
type Part = "login" | "rest";
type Loader = () => Promise<{ default: Tree }>;

/**
 * Each language's texts are chunks of their own, loaded only when that language is used: the login route
 * carries one language's common, access and http texts (./loginTexts.<lang>.ts), the other areas
 * (./bundle.<lang>.ts) load when a route past the login asks for them (loadAllTexts).
 */
const PARTS: Record<Language, Record<Part, Loader>> = {
  "zh-CN": { login: () => import("./loginTexts.zh-CN"), rest: () => import("./bundle.zh-CN") },
  "en-US": { login: () => import("./loginTexts.en-US"), rest: () => import("./bundle.en-US") },
};

/** The merged texts of one language, every area (the completeness checks compare them). */
export async function languageResources(lang: Language): Promise<Tree> {
  const [login, rest] = await Promise.all([PARTS[lang].login(), PARTS[lang].rest()]);
  return { ...rest.default, ...login.default };
}

const loaded = new Map<string, Promise<void>>();

/** Loads one part of a language's texts into i18next (once; a failed load is tried again on the next call). */
function loadPart(lang: Language, part: Part): Promise<void> {
  const key = `${lang}:${part}`;
  let loading = loaded.get(key);
  if (!loading) {
    loading = PARTS[lang][part]().then((module) => {
      i18n.addResourceBundle(lang, "translation", module.default, true, true);
    });
    loading.catch(() => loaded.delete(key));
    loaded.set(key, loading);
  }
  return loading;
}

/** Set once a route past the login asked for every area: a language switched to from then on loads them all. */
let allWanted = false;

/** Loads all of a language's texts into i18next (tests and Storybook load both languages up front). */
export function loadLanguage(lang: Language): Promise<void> {
  return Promise.all([loadPart(lang, "login"), loadPart(lang, "rest")]).then(() => undefined);
}

/**
 * Every area's texts in the language in use, and in any language switched to later: the routes past the
 * login wait for this before they render (src/app/routes.tsx).
 */
export function loadAllTexts(): Promise<void> {
  allWanted = true;
  return loadLanguage(i18n.language as Language);
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

/**
 * The stored language's login texts (common, access, http): the app renders its first text once this
 * settles (src/main.tsx); the other areas follow with loadAllTexts.
 */
export const i18nReady: Promise<void> = loadPart(i18n.language as Language, "login");

/** Switches the language and remembers it under localStorage `lang` (also sent as Accept-Language). */
export async function setLanguage(lang: Language): Promise<void> {
  try {
    localStorage.setItem(LOCAL_KEYS.lang, lang);
  } catch {
    // The choice then lasts only for this page.
  }
  await (allWanted ? loadLanguage(lang) : loadPart(lang, "login"));
  await i18n.changeLanguage(lang);
  if (typeof document !== "undefined") document.documentElement.lang = lang;
}

export default i18n;
