import type { MessageKey, SessionInfo } from '@portico/sdk';
import { Fragment, useId, useRef, type KeyboardEvent, type RefObject } from 'react';
import { part } from '../../appearance/parts';
import { activeElementOf } from '../../shadow/dialog-focus';
import { usePortico } from '../../ui/portico-context';
import { AnchoredPopover } from './anchored-popover';
import type { BarOperation } from './bar-rules';
import { registerBarTexts } from './bar-texts';
import { SvgIcon } from '../../ui/icons/svg-icon';
import { OPERATION_ICONS } from './menu-icons';
import { openUpdateHistory } from './update-history';

registerBarTexts();

/** The operation labels (product.md §2.8), in the shell area of the catalogue. */
const LABELS: Record<BarOperation, MessageKey> = {
  password: 'shell.op.updatePassword',
  language: 'shell.op.changeLanguage',
  logo: 'shell.op.changeLogo',
  unit: 'shell.op.changeUnit',
  history: 'shell.op.updateHistory',
  email: 'shell.op.passwordEmail',
  security: 'shell.op.signInSecurity',
  sessions: 'shell.op.sessions',
  backdoor: 'shell.op.backdoor',
  logout: 'shell.op.logout',
};

/** Operations that open a modal of the bar; the others act at once. */
export type DialogOperation = Exclude<BarOperation, 'history' | 'logout'>;

export interface BarPopoversProps {
  info: SessionInfo;
  /** Which popover is open, if any. */
  open: 'user' | 'menu' | null;
  onClose: () => void;
  userButton: RefObject<HTMLButtonElement | null>;
  menuButton: RefObject<HTMLButtonElement | null>;
  operations: readonly BarOperation[];
  openDialog: (operation: DialogOperation) => void;
  /** Starts loading a modal's chunk before it is chosen (pointer or focus on its item). */
  preload: (operation: BarOperation) => void;
  logout: () => void;
}

/**
 * The user-info dropdown and the operation menu of the top user bar (product.md §2.8), loaded
 * when the user first reaches for either.
 */
export default function BarPopovers({
  info,
  open,
  onClose,
  userButton,
  menuButton,
  operations,
  openDialog,
  preload,
  logout,
}: BarPopoversProps) {
  const { client, t, toast } = usePortico();
  const headingId = useId();
  const quiet = useRef(false);
  const change = (next: boolean) => {
    if (!next) onClose();
  };

  function choose(operation: BarOperation) {
    if (operation === 'history') {
      onClose();
      // Opened inside the click: a window opened after the call would be blocked.
      void openUpdateHistory(client, (param) =>
        toast(t('error.appParamDisabled', { param }), 'error'),
      );
      return;
    }
    if (operation === 'logout') {
      onClose();
      logout();
      return;
    }
    // The modal records what had focus to give it back on close: the menu button, not the
    // item about to disappear; the menu then leaves the focus to the modal.
    menuButton.current?.focus({ preventScroll: true });
    quiet.current = true;
    onClose();
    openDialog(operation);
  }

  return (
    <>
      <AnchoredPopover
        anchor={userButton}
        open={open === 'user'}
        onOpenChange={change}
        labelledBy={headingId}
        part="user-info"
        className="w-72"
      >
        <UserInfo info={info} headingId={headingId} />
      </AnchoredPopover>
      <AnchoredPopover
        anchor={menuButton}
        open={open === 'menu'}
        onOpenChange={change}
        role="menu"
        label={t('userBar.operations')}
        part="menu"
        onKeyDown={(event) => {
          // The slot below handles the keys of the host page's slotted items: on Preact (the
          // custom-element builds) they bubble to this handler too, on React they do not.
          if (event.currentTarget.contains(event.target as Node)) {
            menuKeys(event.currentTarget, event, onClose);
          }
        }}
        quietCloseRef={quiet}
        className="min-w-52 py-1"
      >
        {operations.map((operation, index) => (
          <Fragment key={operation}>
            {operation === 'logout' && index > 0 && (
              <div role="separator" className="my-1 h-px bg-portico-border" />
            )}
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              part={operation === 'logout' ? part('menu-item', 'logout-button') : part('menu-item')}
              data-operation={operation}
              data-autofocus={index === 0 ? '' : undefined}
              onPointerEnter={() => preload(operation)}
              onFocus={() => preload(operation)}
              onClick={() => choose(operation)}
              className="flex w-full cursor-pointer items-center gap-2.5 px-3 py-2 text-start text-sm text-portico-text outline-none hover:bg-portico-subtle focus-visible:bg-portico-subtle focus-visible:text-portico-primary"
            >
              <SvgIcon paths={OPERATION_ICONS[operation]} className="size-4 text-portico-muted" />
              {t(LABELS[operation])}
            </button>
          </Fragment>
        ))}
        {/* The host page's own items: <button slot="menu-items" role="menuitem">…</button>. */}
        <slot
          name="menu-items"
          ref={(slot) => {
            if (!slot) return;
            // Keys on slotted items reach React's handlers of no node (the items are not
            // React's): the slot, on their event path, listens itself.
            const keys = (event: globalThis.KeyboardEvent) => {
              if (event.target !== slot && slot.parentElement) {
                menuKeys(slot.parentElement, event, onClose);
              }
            };
            slot.addEventListener('keydown', keys);
            return () => slot.removeEventListener('keydown', keys);
          }}
        />
      </AnchoredPopover>
    </>
  );
}

/** Arrow keys, Home and End move between the items; Tab closes the menu (WAI-ARIA menu). */
function menuKeys(
  menu: HTMLElement,
  event: Pick<KeyboardEvent, 'key' | 'preventDefault'>,
  close: () => void,
) {
  // The menu's own items, then those the host page slotted in (they live in its light DOM).
  const items = Array.from(menu.querySelectorAll<HTMLElement>('[role="menuitem"], slot')).flatMap(
    (el) =>
      el instanceof HTMLSlotElement
        ? el
            .assignedElements()
            .filter((item): item is HTMLElement => item.getAttribute('role') === 'menuitem')
        : [el],
  );
  if (items.length === 0) return;
  const active = activeElementOf(menu);
  const at = items.findIndex((item) => item === active || item === document.activeElement);
  const next: Record<string, number> = {
    ArrowDown: (at + 1) % items.length,
    ArrowUp: (at - 1 + items.length) % items.length,
    Home: 0,
    End: items.length - 1,
  };
  if (event.key in next) {
    event.preventDefault();
    items[next[event.key]!]!.focus();
  } else if (event.key === 'Tab') {
    event.preventDefault();
    close();
  }
}

/** The user-info dropdown: unit code and name, user code and name, department (product.md §2.8). */
function UserInfo({ info, headingId }: { info: SessionInfo; headingId: string }) {
  const { t } = usePortico();
  const rows: Array<[MessageKey, string | null]> = [
    ['shell.userInfo.unitCode', info.unitCode],
    ['shell.userInfo.unitName', info.unitName],
    ['shell.userInfo.userCode', info.userCode],
    ['shell.userInfo.userName', info.username],
    ['shell.userInfo.deptName', info.deptName ?? info.userInfoDO?.deptName ?? null],
  ];
  return (
    <div className="p-4">
      <h2 id={headingId} className="mb-3 text-base font-semibold">
        {t('userBar.account')}
      </h2>
      <dl className="flex flex-col gap-2">
        {rows.map(([key, value]) => (
          <div key={key} className="flex items-baseline justify-between gap-4">
            <dt className="shrink-0 text-portico-muted">{t(key)}</dt>
            <dd className="min-w-0 truncate text-end font-medium" title={value ?? undefined}>
              {value || '—'}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
