import * as ICONS from './paths';
import { SvgIcon } from './svg-icon';

export { ICONS };

/** Every icon of the set by name. */
export type IconName = keyof typeof ICONS;

/**
 * An icon of the set by name. It holds the whole set: code on a size budget (the elements'
 * first paint) draws `SvgIcon` with the few paths it imports instead.
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return <SvgIcon paths={ICONS[name]} className={className} />;
}
