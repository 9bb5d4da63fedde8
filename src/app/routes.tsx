import { type ComponentType, Suspense } from "react";
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from "react-router-dom";
import { APP_BASENAME } from "../api/navigation";
import { contentRoutes } from "../features/content/pages/contentRoutes";
import { filePreviewRoutes } from "../features/files/pages/filePreviewRoutes";
import { flowListRoutes } from "../features/flow/pages/list/flowListRoutes";
import { flowTaskRoutes } from "../features/flow/pages/task/flowTaskRoutes";
import { messageRoutes } from "../features/messages/pages/messageRoutes";
import { statementRoutes } from "../features/statement/pages/statementRoutes";
import { loadAllTexts } from "../i18n";
import { provideAppEngineLoader } from "../platform/appEngine";
import { lazyPage } from "../platform/lazyPage";
import type { RouteHandle } from "../platform/routeMeta";
import { LoadingPage } from "../widgets/status/LoadingPage";
import { NotFoundPage } from "../widgets/status/NotFoundPage";
import { RouteErrorPage } from "../widgets/status/RouteErrorPage";
import { AppEngineProvider } from "./setup/AppEngineProvider";

// Every page is its own chunk, so /login loads only what it shows.
// The app's engine factory (every widget family) loads in its own chunk with the first page that asks for
// it; the playground builds its own engine from it.
provideAppEngineLoader(() => import("./setup/createAppEngine").then((m) => m.createAppEngine));

// The routes past the login: TanStack Query's provider (its own chunk) and every area's texts (the login
// route loads only its own: src/i18n/index.ts).
// The entry guard (session check, SSO, the initial-password notice) is fetched alongside.
const loadEntryGuard = () => import("./guards/EntryGuard");
const QueryRoot = lazyPage(
  () =>
    Promise.all([import("./setup/QueryRoot"), loadAllTexts(), loadEntryGuard()]).then(([module]) => module),
  "QueryRoot",
);
const EntryGuard = lazyPage(loadEntryGuard, "EntryGuard");
const LoginPage = lazyPage(() => import("../features/account/pages/login/LoginPage"), "LoginPage");
const ResetPwdView = lazyPage(
  () => import("../features/account/pages/password/ResetPwdView"),
  "ResetPwdView",
);
const MessageFillPage = lazyPage(
  () => import("../features/account/pages/message/MessageFillPage"),
  "MessageFillPage",
);
const ShortUrlPage = lazyPage(() => import("../features/account/pages/surl/ShortUrlPage"), "ShortUrlPage");
// The shell with the flow menu's badge counts (v-todo, v-todoRead) wired in.
const AppLayout = lazyPage(() => import("./shell/FlowShell"), "FlowShell");
const HomePage = lazyPage(() => import("../features/home/pages/HomePage"), "HomePage");
const FramePage = lazyPage(() => import("./shell/FramePage"), "default");
const MyLayoutPage = lazyPage(() => import("../features/home/pages/myLayout/MyLayoutPage"), "MyLayoutPage");
const PlaygroundPage = lazyPage(
  () => import("../features/playground/pages/PlaygroundPage"),
  "PlaygroundPage",
);
const ColumnListPage = lazyPage(
  () => import("../features/home/pages/columnDesigner/ColumnListPage"),
  "ColumnListPage",
);
const ColumnEditorPage = lazyPage(
  () => import("../features/home/pages/columnDesigner/ColumnEditorPage"),
  "ColumnEditorPage",
);

/** A lazy page with its loading fallback: the whole screen, or the shell's main area. */
function page(Page: ComponentType, where: "screen" | "shell" = "screen") {
  return (
    <Suspense fallback={<LoadingPage fullPage={where === "screen"} />}>
      <Page />
    </Suspense>
  );
}

const handle = (meta: RouteHandle) => meta;

/**
 * The route table of spec 1 §2. Anonymous routes sit outside the entry guard; everything else is
 * checked by EntryGuard and shown in the shell (AppLayout), which hides itself on single routes.
 */
export const appRoutes: RouteObject[] = [
  {
    // The app's one engine, created on the first page that renders a document, for every page below.
    element: (
      <AppEngineProvider>
        <Outlet />
      </AppEngineProvider>
    ),
    errorElement: <RouteErrorPage />,
    children: [
      {
        path: "login",
        element: page(LoginPage),
        handle: handle({ anonymous: true, single: true, name: "login" }),
      },
      {
        path: "login/:tenant",
        element: page(LoginPage),
        handle: handle({ anonymous: true, single: true, name: "loginTenant" }),
      },
      {
        // Every route but the login's: the app's QueryClient and all texts, loaded with the first of them.
        element: page(QueryRoot),
        children: [
          {
            path: "resetPwdView",
            element: page(ResetPwdView),
            handle: handle({ anonymous: true, single: true, name: "resetPwdView" }),
          },
          {
            path: "messageFillPage/:tipId",
            element: page(MessageFillPage),
            handle: handle({ anonymous: true, single: true, name: "messageFillPage" }),
          },
          // A short link signs in by itself (guest token), so it opens without a session.
          {
            path: "surl/:code",
            element: page(ShortUrlPage),
            handle: handle({ anonymous: true, single: true, name: "surl" }),
          },
          {
            element: page(EntryGuard),
            children: [
              { index: true, element: <Navigate to="/home" replace /> },
              {
                element: page(AppLayout),
                children: [
                  { path: "home", element: page(HomePage, "shell"), handle: handle({ name: "home" }) },
                  {
                    path: ":menuAlias/href/template/:alias",
                    element: page(FramePage, "shell"),
                    handle: handle({ name: "hrefTemplate", title: true }),
                  },
                  {
                    path: "v-config/playground",
                    element: page(PlaygroundPage, "shell"),
                    handle: handle({ name: "playground", title: true }),
                  },
                  {
                    path: "v-config/homeColumns",
                    element: page(ColumnListPage, "shell"),
                    handle: handle({ name: "homeColumns", title: "columnDesigner.title" }),
                  },
                  {
                    path: "v-config/homeColumns/:id",
                    element: page(ColumnEditorPage, "shell"),
                    handle: handle({ name: "homeColumnEdit", title: "columnDesigner.editTitle" }),
                  },
                  {
                    path: "v-personal/v-myLayout",
                    element: page(MyLayoutPage, "shell"),
                    handle: handle({ name: "myLayout", title: "myLayout.title" }),
                  },
                  {
                    path: "v-myLayout",
                    element: page(MyLayoutPage, "shell"),
                    handle: handle({ name: "myLayout", title: "myLayout.title" }),
                  },
                  ...statementRoutes,
                  ...contentRoutes,
                  ...messageRoutes,
                  ...filePreviewRoutes,
                  ...flowListRoutes,
                  ...flowTaskRoutes,
                ],
              },
            ],
          },
          {
            path: "*",
            element: page(NotFoundPage),
            handle: handle({ anonymous: true, single: true, name: "notFound" }),
          },
        ],
      },
    ],
  },
];

/** The app's router: history mode under /fvue. */
export function createAppRouter(routes: RouteObject[] = appRoutes) {
  return createBrowserRouter(routes, { basename: APP_BASENAME });
}
