import enUS from "../../i18n/en-US/engine.json";
import zhCN from "../../i18n/zh-CN/engine.json";
import type { EngineLocale, EngineOptions, LoadErrorCode, Translate } from "../types";

const BUNDLED: Record<EngineLocale, unknown> = { "zh-CN": zhCN, "en-US": enUS };

function lookup(tree: unknown, key: string): string | undefined {
  let node = tree;
  for (const part of key.split(".")) {
    if (!node || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === "string" ? node : undefined;
}

/** Replaces `{{name}}` with params (i18next's interpolation syntax, so the same texts serve both). */
export function interpolate(text: string, params?: Record<string, unknown>): string {
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (match, name: string) =>
    params && params[name] !== undefined ? String(params[name]) : match,
  );
}

/** The engine's own messages (src/i18n/<lang>/engine.json) in `locale`; unknown keys come back as the key. */
export function bundledTranslate(locale: () => EngineLocale): Translate {
  return (key, params) => {
    const text = lookup(BUNDLED[locale()], key) ?? lookup(BUNDLED["zh-CN"], key);
    return text === undefined ? key : interpolate(text, params);
  };
}

/** The locale getter of the options (zh-CN by default). */
export function localeOf(options: EngineOptions<unknown>): () => EngineLocale {
  const { locale } = options;
  if (typeof locale === "function") return locale;
  return () => locale ?? "zh-CN";
}

/** The translator of the options: the app's (i18next) when given, else the engine's own messages. */
export function translatorOf(options: EngineOptions<unknown>): Translate {
  return options.translate ?? bundledTranslate(localeOf(options));
}

/** The message of a load error, choosing the variant (`_suggestion`, `_many`, `_<reason>`) its params call for. */
export function loadErrorMessage(t: Translate, code: LoadErrorCode, params: Record<string, unknown>): string {
  let key = code as string;
  if (typeof params.reason === "string" && (code === "notAllowedHere" || code === "expression")) {
    key = `${code}_${params.reason}`;
  } else if (params.suggestion !== undefined && params.suggestion !== null) {
    key = `${code}_suggestion`;
  } else if (code === "oneOf" && params.matches !== undefined) {
    key = "oneOf_many";
  }
  return t(`engine.load.${key}`, params);
}
