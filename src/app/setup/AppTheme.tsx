import { useApplyTheme } from "../../platform/theme/theme";

/** Keeps the page's colours in line with the theme choice and the system's preference (renders nothing). */
export function AppTheme() {
  useApplyTheme();
  return null;
}
