import type { TextKey } from '../../texts/catalogue';
import type { IconName } from '@portico/elements/ui';
import type { AdminScreenPath } from '@portico/sdk/contract';

export interface UnitScreenLink {
  path: AdminScreenPath;
  icon: IconName;
  /** The screen's title: the unit box's shortcut. */
  title: TextKey;
  /** The row action's name in the unit list ("Apps of {code}"); none: not a row action. */
  action?: TextKey;
}

/**
 * The screens of one unit (product.md §2.5 "Units"), reached from the unit list's row actions
 * and from the unit box's shortcuts; the unit box itself is a row action only.
 */
export const UNIT_SCREEN_LINKS: readonly UnitScreenLink[] = [
  {
    path: '/unit/unit-app-list',
    icon: 'apps',
    title: 'route.unit.unitAppList',
    action: 'units.actions.apps',
  },
  { path: '/unit/unit-app-step-list', icon: 'list', title: 'route.unit.unitAppStepList' },
  {
    path: '/unit/unit-params',
    icon: 'sliders',
    title: 'route.unit.unitParams',
    action: 'units.actions.params',
  },
  {
    path: '/unit/admin-departs',
    icon: 'users',
    title: 'route.unit.departments',
    action: 'units.actions.departments',
  },
  {
    path: '/unit/unit-box',
    icon: 'info',
    title: 'route.unit.unitBox',
    action: 'units.actions.box',
  },
];
