// Signs the mock user in with another role of the mock team: an app access token whose group role
// and permissions are the role's (the mock session is the team's admin). Tests and stories use it.
import { mockAccessToken } from '@bullion/api-mocks';
import { permissionMap, type GroupRole } from '@bullion/contract';
import { useAppStore } from '@bullion/shared';

export function signInAs(role: GroupRole): void {
  const token = mockAccessToken();
  const [header = '', , signature = ''] = token.token.split('.');
  const claims = { ...token, token: undefined, group: { ...token.group, role, permissions: permissionMap(role) } };
  const payload = btoa(JSON.stringify(claims)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  useAppStore.getState().setAccessToken(`${header}.${payload}.${signature}`, { group: permissionMap(role) });
}
