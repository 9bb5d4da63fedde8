import "@blueprintjs/core/lib/css/blueprint.css";
import "@blueprintjs/icons/lib/css/blueprint-icons.css";
// The app's global rules (CJK font stack, toasts below the header), as in src/main.tsx.
import "../src/main.css";
import type { Decorator, Preview } from "@storybook/react-vite";
import { QueryClientProvider } from "@tanstack/react-query";
import { createStore, Provider } from "jotai";
import { useEffect, useMemo, useState } from "react";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { AppEngineProvider } from "../src/app/setup/AppEngineProvider";
// Also gives src/platform the app's engine factory (the playground's stories build their own engine).
import { createAppEngine } from "../src/app/setup/createAppEngine";
import { createQueryClient } from "../src/app/setup/queryClient";
import i18n, { isLanguage, LANGUAGES, loadLanguage } from "../src/i18n";
import type { TesseraStoryParameters } from "./storyParams";

/** Switches the language from the toolbar (zh-CN is the product's default). */
const withLanguage: Decorator = (Story, context) => {
  const lang = isLanguage(context.globals.lang) ? context.globals.lang : "zh-CN";
  if (i18n.language !== lang) void i18n.changeLanguage(lang);
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  return (
    <I18nextProvider i18n={i18n}>
      <Story />
    </I18nextProvider>
  );
};

/** Gives each story a fresh jotai store and QueryClient; the session storage behind the session atoms starts empty. */
const withStore: Decorator = (Story, context) => {
  const fill = (context.parameters as TesseraStoryParameters).store;
  // biome-ignore lint/correctness/useExhaustiveDependencies: one store per story, rebuilt when the story changes
  const store = useMemo(() => {
    sessionStorage.clear();
    const next = createStore();
    fill?.(next);
    return next;
  }, [context.id]);
  // A fresh QueryClient per story too (no retries: an error story shows its error at once).
  // biome-ignore lint/correctness/useExhaustiveDependencies: one cache per story, rebuilt when the story changes
  const queryClient = useMemo(() => createQueryClient({ retry: false }), [context.id]);
  return (
    <QueryClientProvider client={queryClient}>
      <Provider store={store}>
        <Story />
      </Provider>
    </QueryClientProvider>
  );
};

/** Gives the story an app engine of its own, as the app's routes give every page theirs. */
const withEngine: Decorator = (Story) => {
  const [engine] = useState(() => createAppEngine());
  return (
    <AppEngineProvider engine={engine}>
      <Story />
    </AppEngineProvider>
  );
};

/** Renders the story inside a MemoryRouter at parameters.router (default: any path, at /home). */
const withRouter: Decorator = (Story, context) => {
  const router = (context.parameters as TesseraStoryParameters).router ?? {};
  if (router.disable) return <Story />;
  return (
    <MemoryRouter key={context.id} initialEntries={router.initialEntries ?? ["/home"]}>
      <Routes>
        <Route path={router.path ?? "*"} element={<Story />} />
        <Route path="*" element={<Story />} />
      </Routes>
    </MemoryRouter>
  );
};

const preview: Preview = {
  // The app loads a language's texts when it is used; the toolbar switches freely, so both load first.
  loaders: [async () => ({ languages: await Promise.all(LANGUAGES.map(loadLanguage)) })],
  // Outermost last: the language and store wrap the router, which wraps the engine and the story.
  decorators: [withEngine, withRouter, withStore, withLanguage],
  globalTypes: {
    lang: {
      description: "Language of the portal",
      toolbar: {
        title: "Language",
        icon: "globe",
        items: [
          { value: "zh-CN", title: "中文 (zh-CN)" },
          { value: "en-US", title: "English (en-US)" },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { lang: "zh-CN" },
  parameters: {
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
  tags: ["autodocs"],
};

export default preview;
