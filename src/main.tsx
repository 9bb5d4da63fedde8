import "@blueprintjs/core/lib/css/blueprint.css";
import "@blueprintjs/icons/lib/css/blueprint-icons.css";
import "./main.css";
import { Provider } from "jotai";
import { type ReactNode, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { RouterProvider } from "react-router-dom";
import { loadRuntimeContext, setRuntimeContext } from "./api/hosts";
import { APP_BASENAME, setNavigator } from "./api/navigation";
import { setSessionBridge } from "./api/sessionBridge";
import { createAppRouter } from "./app/routes";
import { AppTheme } from "./app/setup/AppTheme";
import { installBlueprintStrings } from "./app/setup/blueprintStrings";
import { installIconLoader } from "./app/setup/iconLoader";
import i18n, { i18nReady } from "./i18n";
import { createStoreSessionBridge } from "./platform/session/bridge";
import { followOtherTabs } from "./platform/session/sessionState";
import { appStore } from "./platform/session/store";
import { BootErrorPage } from "./widgets/status/BootErrorPage";
import { LoadingPage } from "./widgets/status/LoadingPage";

/**
 * Boot: read the runtime context (service hosts) before anything calls the server, then render the
 * router inside the jotai store. A boot failure shows a translated error page.
 */
async function boot(): Promise<void> {
  const container = document.getElementById("root");
  if (!container) throw new Error("index.html has no #root element");
  installIconLoader();
  installBlueprintStrings(i18n);
  // The stored language's texts (their own chunk); should they fail to load, the pages show their keys.
  await i18nReady.catch(() => undefined);
  const root = createRoot(container);
  const render = (node: ReactNode) =>
    root.render(
      <StrictMode>
        <I18nextProvider i18n={i18n}>{node}</I18nextProvider>
      </StrictMode>,
    );

  render(<LoadingPage caption={i18n.t("common.boot.loading")} />);
  try {
    setRuntimeContext(await loadRuntimeContext(`${APP_BASENAME}/context.json`));
  } catch (error) {
    render(<BootErrorPage error={error} />);
    return;
  }

  setSessionBridge(createStoreSessionBridge(appStore));
  followOtherTabs(appStore);
  const router = createAppRouter();
  setNavigator((to, options) => {
    void router.navigate(to, { replace: options?.replace });
  });
  // The app's QueryClient and Blueprint's hotkeys come with the routes past the login
  // (src/app/setup/QueryRoot.tsx, a chunk of its own: the login route loads neither).
  render(
    <Provider store={appStore}>
      <AppTheme />
      <RouterProvider router={router} />
    </Provider>,
  );
}

void boot();
