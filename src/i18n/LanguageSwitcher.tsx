import { Button, Menu, MenuItem, PopoverNext } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { isLanguage, LANGUAGES, type Language, setLanguage } from "./index";

export interface LanguageSwitcherProps {
  /** Minimal (borderless) button, for the header and the login screen. */
  minimal?: boolean;
  className?: string;
  /** Called after the language changed (the shell reloads server-translated menus). */
  onChange?: (lang: Language) => void;
}

/** A button showing the current language with a menu of the portal languages; stored in localStorage `lang`. */
export function LanguageSwitcher({ minimal = true, className, onChange }: LanguageSwitcherProps) {
  const { t, i18n } = useTranslation();
  const current: Language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : "zh-CN";
  const label = (lang: Language) => t(`common.languages.${lang}`);
  const choose = (lang: Language) => {
    if (lang === current) return;
    void setLanguage(lang).then(() => onChange?.(lang));
  };
  return (
    <PopoverNext
      className={className}
      placement="bottom-end"
      arrow={false}
      content={
        <Menu aria-label={t("common.language")}>
          {LANGUAGES.map((lang) => (
            <MenuItem
              key={lang}
              text={label(lang)}
              lang={lang}
              active={lang === current}
              icon={lang === current ? "tick" : "blank"}
              onClick={() => choose(lang)}
            />
          ))}
        </Menu>
      }
    >
      <Button
        variant={minimal ? "minimal" : undefined}
        icon="translate"
        endIcon="caret-down"
        text={label(current)}
        aria-label={`${t("common.language")}: ${label(current)}`}
      />
    </PopoverNext>
  );
}

export default LanguageSwitcher;
