// Calls to the product API as a signed-in user, for arranging test data (the UI is what is tested).
import { API_ORIGIN, E2E_USER, passwordSession } from './auth';

export interface GroupApi {
  groupId: string;
  call<T = unknown>(method: string, path: string, body?: unknown): Promise<T>;
}

/** A client of /api acting as the user in their first (personal) group. */
export async function groupApi(user: { email: string; password: string } = E2E_USER): Promise<GroupApi> {
  const session = (await passwordSession(user.email, user.password)) as { access_token: string };
  const bearer = { authorization: `Bearer ${session.access_token}` };
  const request = async <T>(method: string, path: string, body?: unknown, token?: string): Promise<T> => {
    const response = await fetch(`${API_ORIGIN}/api${path}`, {
      method,
      headers: { ...bearer, ...(token ? { token } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
    return (response.status === 204 ? null : await response.json()) as T;
  };
  const groups = await request<{ id: string; type: string }[]>('GET', '/groups');
  const group = groups.find((candidate) => candidate.type === 'personal') ?? groups[0];
  if (!group) throw new Error(`${user.email} has no group`);
  const { token } = await request<{ token: string }>('POST', '/auth/token', { groupId: group.id });
  return { groupId: group.id, call: (method, path, body) => request(method, path, body, token) };
}
