import { LANGUAGES, loadLanguage } from "../src/i18n";

// The engine's tests need the texts of both languages, and nothing of the screens' set-up (jsdom, React
// Testing Library, the toaster): each mutant reruns its tests, so the lighter the file set-up the better.
await Promise.all(LANGUAGES.map(loadLanguage));
