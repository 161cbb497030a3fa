// What the current group's role lets the user do and, where it does not, why, in the words of the
// contract's PERMISSION_REFUSALS: the sentence the API's 403 answers with, never a permission id.
// Every app offers, disables or leaves out a write action through this one hook (@bullion/ui's
// RoleGate and ReadOnlyNotice draw it), so a role's limits read the same in every remote.
import { PERMISSION_REFUSALS, type GroupPermission } from '@bullion/contract';
import { selectGroupCan, useAppStore } from './store';

export type { GroupPermission };

export interface GroupPermissionCheck {
  allowed: boolean;
  /** Why the role may not, in words a member reads; null when it may. */
  reason: string | null;
}

/**
 * `answered`: where a page has the API's own answer (a `canManage` flag of what it read), that answer
 * rather than the permissions of the app token (the same role, read by the server).
 */
export function useGroupPermission(permission: GroupPermission, answered?: boolean): GroupPermissionCheck {
  const granted = useAppStore(selectGroupCan(permission));
  const allowed = answered ?? granted;
  return { allowed, reason: allowed ? null : PERMISSION_REFUSALS[permission] };
}
