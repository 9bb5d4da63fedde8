import { englishStringTranslator, replaceStringParameters, TranslatableString } from "@rjsf/utils";
import type { i18n as I18n } from "i18next";

/** rjsf's string ids (`"Option %1"`) by their enum names (`OptionPrefix`), which name our i18n keys. */
const NAMES = new Map<string, string>(Object.entries(TranslatableString).map(([name, text]) => [text, name]));

/**
 * rjsf's `translateString` through i18next: `form.rjsf.<TranslatableString name>` when we have the text (the
 * oneOf picker's "Option 1", Yes/No of boolean selects, "New Value" of an added property …), else rjsf's English.
 */
export function rjsfTranslator(i18n: I18n): (text: TranslatableString, params?: string[]) => string {
  return (text, params) => {
    const key = `form.rjsf.${NAMES.get(text) ?? ""}`;
    return i18n.exists(key)
      ? replaceStringParameters(i18n.t(key), params)
      : englishStringTranslator(text, params);
  };
}
