import { Icon, MenuDivider, MenuItem } from "@blueprintjs/core";
import { useAtom } from "jotai";
import { useTranslation } from "react-i18next";
import { THEME_CHOICES, type ThemeChoice, themeChoiceAtom } from "../../platform/theme/theme";

const ICONS = { system: "desktop", light: "flash", dark: "moon" } as const;

/**
 * The user menu's 外观 group: follow the system, light or dark, one of them checked (menuitemradio).
 * The choice is stored in localStorage and applied by AppTheme.
 */
export function ThemeMenu() {
  const { t } = useTranslation();
  const [choice, setChoice] = useAtom(themeChoiceAtom);
  return (
    <>
      <MenuDivider title={t("shell.header.theme.title")} />
      {THEME_CHOICES.map((option: ThemeChoice) => (
        <MenuItem
          key={option}
          role="menuitemradio"
          aria-checked={option === choice}
          icon={ICONS[option]}
          labelElement={option === choice ? <Icon icon="tick" /> : undefined}
          text={t(`shell.header.theme.${option}`)}
          onClick={() => setChoice(option)}
        />
      ))}
    </>
  );
}
