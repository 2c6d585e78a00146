// The site's router: the only door to react-router-dom (the router package the site names). Every
// part imports routing from here, so the browser downloads one tree-shaken copy (the whole shared
// package is ~60 KB gzip) and one context.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router-dom';
export type { RouteObject } from 'react-router-dom';
export { usePageParam } from './use-page-param';
