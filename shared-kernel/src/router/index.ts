// The site's router: the only door to react-router. Every part imports routing from here, so the
// browser downloads one tree-shaken copy (the whole shared package is ~60 KB gzip) and one context.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router';
export type { RouteObject } from 'react-router';
export { usePageParam } from './use-page-param';
