import { Link } from 'react-router';
import { paths } from '../../config/paths';

/** Catch-all not-found page (product.md §2.5). */
export function NotFoundRoute() {
  return (
    <main className="flex min-h-full flex-col items-center justify-center gap-3 p-6 text-center">
      <p className="text-6xl font-bold text-brand-600">404</p>
      <p className="text-slate-600">Page not exist · 页面不存在</p>
      <Link to={paths.root} className="text-brand-700 underline">
        Portico
      </Link>
    </main>
  );
}

/** 403 insufficient permission (product.md §6). Placeholder until the error pages land. */
export function ForbiddenRoute() {
  return <NotFoundRoute />;
}
export function ServerErrorRoute() {
  return <NotFoundRoute />;
}
export function NotImplementedRoute() {
  return <NotFoundRoute />;
}
