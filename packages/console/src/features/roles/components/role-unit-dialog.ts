import type { AdminRole } from '@portico/sdk/contract';

/** The dialogs that give a role to the departments or the users of one unit. */
export interface RoleUnitDialogProps {
  role: AdminRole;
  /** The unit whose departments or users get the role: the listed one (a dispatched role's hotel). */
  unitId: string;
  onClose: () => void;
}
