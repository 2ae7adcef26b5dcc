import { useEffect, useState, type MouseEvent, type ReactNode } from 'react';
import { withLanguage } from '@portico/sdk/internal';
import { part } from '../../appearance/parts';
import { usePortico } from '../../ui/portico-context';
import type { BarTool } from './bar-rules';
import { registerBarTexts } from './bar-texts';
import { link, maximize, minimize, panelClose, panelOpen, refresh } from '../../ui/icons/paths';
import { SvgIcon } from '../../ui/icons/svg-icon';

registerBarTexts();

export interface ShellToolsProps {
  tools: readonly BarTool[];
  /** The host's second-level menu is collapsed (the button then offers to expand it). */
  menuCollapsed: boolean;
  /** Collapsing is refused (the host's menu is tiled, product.md §2.8). */
  collapseDisabled: boolean;
  onRefresh: () => void;
  onCollapse: (collapsed: boolean) => void;
}

/**
 * The shell-only buttons of the top user bar (product.md §2.8), shown when the host asks:
 * refresh, copy page link (with the language), full screen, collapse/expand the host's
 * second-level menu. Refresh and collapse are the host's to carry out (events); the bar does the
 * copy and the full screen itself.
 */
export default function ShellTools({
  tools,
  menuCollapsed,
  collapseDisabled,
  onRefresh,
  onCollapse,
}: ShellToolsProps) {
  const { t, locale, toast } = usePortico();
  const fullScreen = useFullScreen();

  async function copy(event: MouseEvent<HTMLButtonElement>) {
    const button = event.currentTarget;
    const copied = await copyText(withLanguage(window.location.href, locale));
    button.focus({ preventScroll: true });
    if (copied) toast(t('shell.linkCopied'), 'success');
    else toast(t('error.copyFailed'), 'error');
  }

  const buttons: Record<BarTool, ReactNode> = {
    refresh: (
      <ToolButton key="refresh" label={t('shell.refresh')} onClick={onRefresh}>
        <SvgIcon paths={refresh} />
      </ToolButton>
    ),
    'copy-link': (
      <ToolButton key="copy-link" label={t('shell.copyLink')} onClick={(e) => void copy(e)}>
        <SvgIcon paths={link} />
      </ToolButton>
    ),
    'full-screen': (
      <ToolButton
        key="full-screen"
        label={fullScreen ? t('shell.exitFullScreen') : t('shell.fullScreen')}
        onClick={() => toggleFullScreen()}
      >
        <SvgIcon paths={fullScreen ? minimize : maximize} />
      </ToolButton>
    ),
    collapse: (
      <ToolButton
        key="collapse"
        label={
          collapseDisabled
            ? t('shell.collapseDisabled')
            : menuCollapsed
              ? t('shell.expandMenu')
              : t('shell.collapseMenu')
        }
        unavailable={collapseDisabled}
        onClick={() => onCollapse(!menuCollapsed)}
      >
        <SvgIcon paths={menuCollapsed && !collapseDisabled ? panelOpen : panelClose} />
      </ToolButton>
    ),
  };

  return (
    <div
      role="toolbar"
      aria-label={t('userBar.tools')}
      part={part('tools')}
      className="flex items-center gap-0.5 border-e border-portico-border pe-1"
    >
      {tools.map((tool) => buttons[tool])}
    </div>
  );
}

function ToolButton({
  label,
  unavailable = false,
  onClick,
  children,
}: {
  label: string;
  /** Refused, but still focusable, so its reason (the label) can be read. */
  unavailable?: boolean;
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      part={part('tool-button')}
      aria-label={label}
      title={label}
      aria-disabled={unavailable || undefined}
      onClick={(event) => {
        if (!unavailable) onClick(event);
      }}
      className="inline-flex size-8 cursor-pointer items-center justify-center rounded-portico text-portico-muted transition-colors hover:bg-current/10 focus-visible:outline-2 focus-visible:outline-portico-primary aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
    >
      {children}
    </button>
  );
}

/** Whether the page is in full screen, following the browser (Escape leaves it too). */
function useFullScreen(): boolean {
  const [on, setOn] = useState(
    () => typeof document !== 'undefined' && !!document.fullscreenElement,
  );
  useEffect(() => {
    const sync = () => setOn(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);
  return on;
}

function toggleFullScreen(): void {
  if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
  else void document.documentElement.requestFullscreen?.().catch(() => undefined);
}

/**
 * The Clipboard API where the page may use it (secure origins); otherwise the older copy
 * command on a hidden text area, which plain-http intranet pages still allow on a click.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, no focus): try the copy command below.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.cssText = 'position:fixed;top:0;left:0;opacity:0;pointer-events:none';
  document.body.append(area);
  area.select();
  let copied: boolean;
  try {
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  }
  area.remove();
  return copied;
}
