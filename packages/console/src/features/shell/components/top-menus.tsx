import type { MenuItem } from '@portico/sdk';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Icon } from '@portico/elements/ui';
import { useT } from '../../../lib/use-t';
import { clampPage, pageItems, pageOf } from '../menus/paging';
import { MenuLink } from './menu-link';

interface TopMenusProps {
  menus: MenuItem[];
  activeIdentity: string | null;
  label: (menu: MenuItem) => string;
  hrefOf: (menu: MenuItem) => string;
  onOpen: (menu: MenuItem, modifiers: { newTab: boolean }) => void;
}

/** Gap between two menus (gap-0.5) and the room the two page buttons take, in px. */
const GAP = 2;
const PAGER_ROOM = 2 * 28 + 40;

const ITEM =
  'inline-flex h-12 shrink-0 items-center px-3 text-[13px] font-medium whitespace-nowrap transition-colors';

/**
 * First-level menus, paged horizontally with a previous/next control when they need more than
 * one page (product.md §2.8). Each menu's width is measured in a hidden row, so the pages follow
 * the real text in either language.
 */
export function TopMenus({ menus, activeIdentity, label, hrefOf, onOpen }: TopMenusProps) {
  const t = useT();
  const railRef = useRef<HTMLDivElement>(null);
  const measureRef = useRef<HTMLDivElement>(null);
  const [room, setRoom] = useState(0);
  const [widths, setWidths] = useState<number[]>([]);
  const labels = menus.map(label).join('\u0000');

  useLayoutEffect(() => {
    const items = measureRef.current?.children;
    if (items) setWidths(Array.from(items, (item) => (item as HTMLElement).offsetWidth));
  }, [labels]);

  useLayoutEffect(() => {
    const rail = railRef.current;
    if (!rail) return;
    const observer = new ResizeObserver(() => setRoom(rail.clientWidth));
    observer.observe(rail);
    setRoom(rail.clientWidth);
    return () => observer.disconnect();
  }, []);

  const pages = useMemo(() => {
    if (room <= 0 || widths.length !== menus.length) return [menus.map((_, index) => index)];
    const whole = pageItems(widths, room, GAP);
    return whole.length > 1 ? pageItems(widths, room - PAGER_ROOM, GAP) : whole;
  }, [widths, room, menus]);

  const activeIndex = menus.findIndex((menu) => menu.identity === activeIdentity);
  const [chosen, setChosen] = useState<{ page: number; active: number } | null>(null);
  // The page of the current menu, unless the user paged since it was selected.
  const page = clampPage(
    chosen?.active === activeIndex ? chosen.page : pageOf(pages, activeIndex),
    pages.length,
  );
  const go = (next: number) =>
    setChosen({ page: clampPage(next, pages.length), active: activeIndex });
  const shown = pages[page] ?? [];

  return (
    <div ref={railRef} className="relative flex min-w-0 flex-1 items-center">
      <div
        ref={measureRef}
        aria-hidden="true"
        className="invisible absolute flex h-0 overflow-hidden"
      >
        {menus.map((menu) => (
          <span key={menu.identity} className={ITEM}>
            {label(menu)}
          </span>
        ))}
      </div>
      <nav
        aria-label={t('shell.menus')}
        className="flex min-w-0 items-center gap-0.5 overflow-hidden"
      >
        {shown.map((index) => {
          const menu = menus[index]!;
          const active = menu.identity === activeIdentity;
          return (
            <MenuLink
              key={menu.identity}
              menu={menu}
              href={hrefOf(menu)}
              onOpen={onOpen}
              current={active}
              className={`${ITEM} cursor-pointer ${
                active
                  ? 'bg-white/10 text-white shadow-[inset_0_-2px_0_var(--color-brand-500)]'
                  : 'text-slate-300 hover:bg-white/5 hover:text-white'
              }`}
            >
              {label(menu)}
            </MenuLink>
          );
        })}
      </nav>
      {pages.length > 1 && (
        <div className="ml-1 flex shrink-0 items-center gap-0.5 text-slate-400">
          <PagerButton
            label={t('shell.prevPage')}
            icon="chevronLeft"
            disabled={page === 0}
            onClick={() => go(page - 1)}
          />
          <span className="min-w-9 text-center text-[11px] tabular-nums" aria-live="polite">
            {t('shell.pageIndicator', { page: page + 1, pages: pages.length })}
          </span>
          <PagerButton
            label={t('shell.nextPage')}
            icon="chevronRight"
            disabled={page === pages.length - 1}
            onClick={() => go(page + 1)}
          />
        </div>
      )}
    </div>
  );
}

function PagerButton(props: {
  label: string;
  icon: 'chevronLeft' | 'chevronRight';
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-label={props.label}
      title={props.label}
      disabled={props.disabled}
      onClick={props.onClick}
      className="flex size-7 cursor-pointer items-center justify-center rounded text-slate-300 hover:bg-white/10 hover:text-white disabled:cursor-default disabled:opacity-30 disabled:hover:bg-transparent"
    >
      <Icon name={props.icon} />
    </button>
  );
}
