import type { MenuItem } from '@portico/sdk';
import { Icon, type IconName } from '@portico/elements/ui';

/** A menu's icon says what a click does: a group, a page, a frame, a modal or a new tab. */
export function MenuIcon({ menu, className }: { menu: MenuItem; className?: string }) {
  if (menu.children.length > 0) return <Icon name="folder" className={className} />;
  const byType: Record<MenuItem['winType'], IconName> = {
    ROUTE: 'file',
    CURRENTPAGE: 'frame',
    ALERT: 'dialog',
    NEWPAGE: 'external',
    NEWBLANK: 'external',
  };
  return <Icon name={byType[menu.winType]} className={className} />;
}
