// Who calls the mock API: the group role in the app access token the client sends (the `token`
// header), read without checking the signature, as the mocks' tokens have none. Without a token the
// caller is the mock team's admin, as the standalone session is.
import type { GroupRole } from '@bullion/contract';

export function mockCallerRole(request: Request): GroupRole {
  const payload = request.headers.get('token')?.split('.')[1];
  if (!payload) return 'admin';
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(payload.length / 4) * 4, '='));
    const role = (JSON.parse(new TextDecoder().decode(Uint8Array.from(json, (char) => char.charCodeAt(0)))) as { group?: { role?: string } }).group?.role;
    return role === 'member' || role === 'viewer' ? role : 'admin';
  } catch {
    return 'admin';
  }
}
