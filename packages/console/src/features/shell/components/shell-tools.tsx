import { Icon } from '@portico/elements/ui';
import { useT } from '../../../lib/use-t';
import { canCollapse, type ShellPrefs } from '../shell-prefs';
import { ToolButton } from './tool-button';

export interface ShellToolsProps {
  prefs: ShellPrefs;
  onPrefs: (patch: Partial<ShellPrefs>) => void;
  onRefresh: () => void;
  onCopyLink: () => void;
  fullScreen: boolean;
  onFullScreen: () => void;
}

/**
 * The shell's own buttons of the top user bar (product.md §2.8): refresh, copy page link, full
 * screen, collapse/expand the second-level menu (refused when tiled) and the layout switch.
 */
export function ShellTools({
  prefs,
  onPrefs,
  onRefresh,
  onCopyLink,
  fullScreen,
  onFullScreen,
}: ShellToolsProps) {
  const t = useT();
  const collapsible = canCollapse(prefs);
  const collapseLabel = !collapsible
    ? t('shell.collapseDisabled')
    : prefs.sideCollapsed
      ? t('shell.expandMenu')
      : t('shell.collapseMenu');
  return (
    <div
      role="toolbar"
      aria-label={t('shell.operations')}
      className="flex shrink-0 items-center gap-0.5"
    >
      <ToolButton label={t('shell.refresh')} onClick={onRefresh}>
        <Icon name="refresh" />
      </ToolButton>
      <ToolButton label={t('shell.copyLink')} onClick={onCopyLink}>
        <Icon name="link" />
      </ToolButton>
      <ToolButton
        label={fullScreen ? t('shell.exitFullScreen') : t('shell.fullScreen')}
        onClick={onFullScreen}
      >
        <Icon name={fullScreen ? 'minimize' : 'maximize'} />
      </ToolButton>
      <ToolButton
        label={collapseLabel}
        unavailable={!collapsible}
        onClick={() => onPrefs({ sideCollapsed: !prefs.sideCollapsed })}
      >
        <Icon name={collapsible && prefs.sideCollapsed ? 'panelOpen' : 'panelClose'} />
      </ToolButton>
      <ToolButton
        label={t('shell.sidebarLayout')}
        pressed={prefs.layout === 'sidebar'}
        onClick={() => onPrefs({ layout: prefs.layout === 'sidebar' ? 'tree' : 'sidebar' })}
      >
        <Icon name="layout" />
      </ToolButton>
    </div>
  );
}
