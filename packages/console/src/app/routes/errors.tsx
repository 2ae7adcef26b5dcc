import type { TextKey } from '../../texts/catalogue';
import { Link } from 'react-router';
import { LocaleButtons } from '../../components/ui/locale-buttons';
import { paths } from '../../config/paths';
import { useT } from '../../lib/use-t';

interface ErrorPageProps {
  code: string;
  titleKey: TextKey;
  hintKey: TextKey;
  tone: 'amber' | 'brand' | 'red';
}

const tones = {
  amber: 'text-amber-500 bg-amber-50 ring-amber-100',
  brand: 'text-brand-600 bg-brand-50 ring-brand-100',
  red: 'text-red-500 bg-red-50 ring-red-100',
} as const;

/** One error page of product.md §2.5 / §6: the code, what it means, the way back. */
function ErrorPage({ code, titleKey, hintKey, tone }: ErrorPageProps) {
  const t = useT();
  return (
    <main
      data-testid={`error-page-${code}`}
      className="relative flex min-h-full flex-col items-center justify-center gap-5 bg-slate-50 p-6 text-center"
    >
      <div className="absolute top-4 right-4">
        <LocaleButtons />
      </div>
      <p
        aria-hidden="true"
        className={`flex size-36 items-center justify-center rounded-full text-5xl font-black tracking-tight ring-8 ${tones[tone]}`}
      >
        {code}
      </p>
      <h1 className="text-2xl font-semibold text-slate-900">{t(titleKey)}</h1>
      <p className="max-w-md text-slate-600">{t(hintKey)}</p>
      <Link
        to={paths.root}
        className="rounded-lg bg-brand-600 px-4 py-2 font-medium text-white shadow-sm hover:bg-brand-700"
      >
        {t('page.backHome')}
      </Link>
    </main>
  );
}

/** Catch-all: 'page not exist' (api-contract.md §8 "Pages: 404 page not exist"). */
export function NotFoundRoute() {
  return <ErrorPage code="404" titleKey="page.notFound" hintKey="page.notFoundHint" tone="brand" />;
}

/** /403: 'insufficient permission' and 'No permission to view the page.' (product.md §6). */
export function ForbiddenRoute() {
  return <ErrorPage code="403" titleKey="page.forbidden" hintKey="sso.noPermission" tone="amber" />;
}

/** /500: server error (api-contract.md §8). */
export function ServerErrorRoute() {
  return (
    <ErrorPage code="500" titleKey="page.serverError" hintKey="page.serverErrorHint" tone="red" />
  );
}

/** /501: server error too (api-contract.md §8 "500 and 501 server error"). */
export function NotImplementedRoute() {
  return (
    <ErrorPage
      code="501"
      titleKey="page.notImplemented"
      hintKey="page.notImplementedHint"
      tone="red"
    />
  );
}
