import { useSignals } from '@preact/signals-react/runtime';
import { useLocation } from 'react-router';
import { Icon } from '@portico/elements/ui';
import { portico } from '../../../lib/portico';
import { useT } from '../../../lib/use-t';
import { useFrameAddress } from '../hooks/use-frame-address';
import { useShell } from '../shell-context';
import { EmptyState } from './empty-state';
import { FramedPage } from './framed-page';
import { MenuCards } from './menu-cards';

/** /blank: the empty workspace, the shell's home in the hub (product.md §2.5). */
export function BlankPage() {
  const t = useT();
  const { menus, menusLoading } = useShell();
  if (menusLoading) return null;
  return (
    <EmptyState icon="compass" title={t('shell.blank.title')}>
      {menus.length > 0 ? t('shell.blank.hint') : t('shell.noMenus')}
    </EmptyState>
  );
}

/** /index: the shell's home when the console runs standalone or as a child app. */
export function HomePage() {
  useSignals();
  const t = useT();
  const { appName } = useShell();
  const info = portico.session.info.value;
  return (
    <div className="mx-auto max-w-6xl p-6">
      <section className="mb-5 rounded-lg bg-white px-6 py-5 shadow-sm ring-1 ring-slate-200">
        <h1 className="text-lg font-semibold text-slate-900">
          {t('shell.home.welcome', { name: info?.username || info?.userCode || '' })}
        </h1>
        <p className="mt-1 text-sm text-slate-500">
          {[info?.unitName, info?.deptName, appName].filter(Boolean).join(' · ')}
        </p>
      </section>
      <MenuCards />
    </div>
  );
}

/** The frame route (/iframe?identity&language&url): the page a CURRENTPAGE or NEWPAGE menu opens. */
export function FramePage() {
  const { trail, label } = useShell();
  const frame = useFrameAddress();
  const current = trail.at(-1);
  return <FramedPage frame={frame} title={current ? label(current) : ''} />;
}

/**
 * /gc: the shell with the GC app's menu tree. With a `url` it frames the GC page a menu opened
 * (the GC menus' frame route), otherwise it is the GC workspace.
 */
export function AppHomePage() {
  const t = useT();
  const { appName, menus, menusLoading, menusError } = useShell();
  const hasUrl = new URLSearchParams(useLocation().search).has('url');
  if (hasUrl) return <FramePage />;
  if (menusError) {
    return (
      <EmptyState icon="apps" tone="warning" title={appName}>
        {t('shell.menusFailed', { appName, reason: menusError })}
      </EmptyState>
    );
  }
  if (menusLoading) {
    return (
      <p role="status" className="p-6 text-sm text-slate-500">
        {t('shell.loadingMenus')}
      </p>
    );
  }
  return (
    <div className="mx-auto max-w-6xl p-6">
      <section className="mb-5 flex items-center gap-4 rounded-lg bg-white px-6 py-5 shadow-sm ring-1 ring-slate-200">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
          <Icon name="compass" className="size-6" />
        </span>
        <div>
          <h1 className="text-lg font-semibold text-slate-900">{appName}</h1>
          <p className="mt-0.5 text-sm text-slate-500">
            {menus.length > 0 ? t('shell.appHint', { appName }) : t('shell.noMenus')}
          </p>
        </div>
      </section>
      <MenuCards />
    </div>
  );
}

/** A menu path inside the shell that has no page in this console (yet). */
export function NotInShellPage() {
  const t = useT();
  const { pathname } = useLocation();
  return (
    <EmptyState icon="file" tone="warning" title={t('shell.notInShell.title')}>
      {t('shell.notInShell.hint', { path: pathname })}
    </EmptyState>
  );
}
