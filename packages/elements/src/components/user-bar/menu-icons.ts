import {
  globe,
  history,
  image,
  lock,
  logout,
  mail,
  key,
  shieldCheck,
  building,
  layout,
} from '../../ui/icons/paths';
import type { BarOperation } from './bar-rules';

/** Icons of the operation menu (lazy chunk): one per operation of product.md §2.8. */
export const OPERATION_ICONS: Record<BarOperation, readonly string[]> = {
  password: lock,
  language: globe,
  logo: image,
  unit: building,
  history,
  email: mail,
  security: key,
  sessions: layout,
  backdoor: shieldCheck,
  logout,
};
