/**
 * What every app receives when it imports `react-router-dom` in a federated build: the federation config
 * (packages/build-config/src/federation.ts) shares this module under that name instead of the whole package.
 *
 * A shared module is built with every export kept, since any remote may import any of them; shared whole,
 * react-router-dom brought its data router (createBrowserRouter, loaders, fetchers: ~45 KiB gzip) to the first
 * visit of `/`. The apps render in one `<BrowserRouter>` (declarative mode), where the data-router hooks throw
 * anyway, so this module offers exactly the declarative API: a remote redeployed with any of these still works
 * without rebuilding the shell. Tests (vitest) import the real package and may use the data router.
 *
 * Imported from `react-router` (not shared), so the build does not resolve it back to this module. A name an app
 * imports from react-router-dom must be here: `shared-router.test.ts` beside this file checks every import.
 */

export type {
  LinkProps,
  Location,
  NavigateFunction,
  NavigateOptions,
  NavLinkProps,
  Params,
  PathMatch,
  RouteObject,
  To,
} from 'react-router';
export {
  BrowserRouter,
  createPath,
  createRoutesFromChildren,
  createRoutesFromElements,
  createSearchParams,
  generatePath,
  HashRouter,
  Link,
  MemoryRouter,
  matchPath,
  matchRoutes,
  Navigate,
  NavigationType,
  NavLink,
  Outlet,
  parsePath,
  Route,
  Router,
  Routes,
  renderMatches,
  resolvePath,
  UNSAFE_LocationContext,
  UNSAFE_NavigationContext,
  UNSAFE_RouteContext,
  useBeforeUnload,
  useHref,
  useInRouterContext,
  useLinkClickHandler,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
} from 'react-router';
