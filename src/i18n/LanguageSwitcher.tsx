import { Button, ButtonGroup } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { isLanguage, LANGUAGES, type Language, setLanguage } from "./index";

export interface LanguageSwitcherProps {
  /** Minimal (borderless) buttons, for the header and the login screen. */
  minimal?: boolean;
  className?: string;
  /** Called after the language changed (the shell reloads server-translated menus). */
  onChange?: (lang: Language) => void;
}

/**
 * The portal languages side by side, the current one pressed; the choice is stored in localStorage
 * `lang`. Two buttons rather than a dropdown: with two languages one click is enough, and the login
 * screen stays free of the popover machinery.
 */
export function LanguageSwitcher({ minimal = true, className, onChange }: LanguageSwitcherProps) {
  const { t, i18n } = useTranslation();
  const current: Language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : "zh-CN";
  const choose = (lang: Language) => {
    if (lang === current) return;
    void setLanguage(lang).then(() => onChange?.(lang));
  };
  return (
    <ButtonGroup
      className={className}
      variant={minimal ? "minimal" : undefined}
      size="small"
      role="group"
      aria-label={t("common.language")}
    >
      {LANGUAGES.map((lang) => (
        <Button
          key={lang}
          lang={lang}
          active={lang === current}
          aria-pressed={lang === current}
          text={t(`common.languages.${lang}`)}
          onClick={() => choose(lang)}
        />
      ))}
    </ButtonGroup>
  );
}

export default LanguageSwitcher;
