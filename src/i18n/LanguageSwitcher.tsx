import { HTMLSelect } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { isLanguage, LANGUAGES, setLanguage } from "./index";

export interface LanguageSwitcherProps {
  /** Minimal style for dark or dense places such as the header. */
  minimal?: boolean;
  className?: string;
  /** Called after the language changed (the shell reloads server-translated menus). */
  onChange?: (lang: string) => void;
}

/** A select of the portal languages; the choice is stored in localStorage `lang`. */
export function LanguageSwitcher({ minimal = true, className, onChange }: LanguageSwitcherProps) {
  const { t, i18n } = useTranslation();
  const current = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : "zh-CN";
  return (
    <HTMLSelect
      className={className}
      minimal={minimal}
      aria-label={t("common.language")}
      value={current}
      options={LANGUAGES.map((lang) => ({ value: lang, label: t(`common.languages.${lang}`) }))}
      onChange={(event) => {
        const lang = event.currentTarget.value;
        if (!isLanguage(lang)) return;
        void setLanguage(lang).then(() => onChange?.(lang));
      }}
    />
  );
}

export default LanguageSwitcher;
