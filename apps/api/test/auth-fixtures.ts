// Shared set-up for the auth flow tests that drive the real supabase-js: a client per actor (with any
// key, for the admin API too), the dev mailbox, e-mailed links opened on the test server, and a clock
// the API can be moved along.
import { createClient, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { startTestApi, TEST_ANON_KEY, type TestApi } from './harness';

// ws is the WebSocket Node 20 lacks; @types/ws's event types differ from the DOM ones supabase-js declares.
type RealtimeTransport = NonNullable<NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']>;
const transport = WebSocket as unknown as RealtimeTransport;

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  code?: string;
  link?: string;
}

export interface AuthTestApi extends TestApi {
  supabase(flowType?: 'implicit' | 'pkce'): SupabaseClient;
  /** Newest first. */
  mailsTo(email: string): Promise<Mail[]>;
  latestCode(email: string): Promise<string>;
  /** Opens an e-mailed or API-made URL (which names PUBLIC_API_URL) on the test server, without following redirects. */
  open(url: string, init?: RequestInit): Promise<Response>;
  advanceClock(seconds: number): void;
}

type ClientOptions = Pick<SupabaseClientOptions<'public'>, 'auth' | 'global'>;

/** A supabase-js client as a server or a test holds one: no stored session, no refresh timer, realtime over ws. */
export function supabaseClient(url: string, key: string, options: ClientOptions = {}): SupabaseClient {
  return createClient(url, key, {
    ...options,
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, ...options.auth },
    realtime: { transport },
  });
}

/** The value, or a test failure naming what was missing. */
export function present<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`missing ${what}`);
  return value;
}

/** The parameters of a redirect's URL fragment. */
export function fragmentOf(response: Response): URLSearchParams {
  return new URLSearchParams(new URL(present(response.headers.get('location'), 'location')).hash.slice(1));
}

export async function startAuthTestApi(env: Record<string, string> = {}): Promise<AuthTestApi> {
  const api = await startTestApi(env);
  let offsetMs = 0;
  api.deps.now = () => new Date(Date.now() + offsetMs);
  const mailsTo = async (email: string) => (await (await api.request(`/_dev/mailbox.json?to=${encodeURIComponent(email)}`)).json()) as Mail[];
  return Object.assign(api, {
    supabase: (flowType: 'implicit' | 'pkce' = 'implicit') => supabaseClient(api.url, TEST_ANON_KEY, { auth: { flowType } }),
    mailsTo,
    async latestCode(email: string) {
      return present((await mailsTo(email))[0]?.code, `code mailed to ${email}`);
    },
    open(url: string, init: RequestInit = {}) {
      const { pathname, search } = new URL(url, api.url);
      return fetch(`${api.url}${pathname}${search}`, { redirect: 'manual', ...init });
    },
    advanceClock(seconds: number) {
      offsetMs += seconds * 1000;
    },
  });
}

/** Signs a confirmed user in with supabase-js; the client holds the session. */
export async function signedInClient(api: AuthTestApi, input: { email?: string; password?: string } = {}) {
  const user = await api.createSignedInUser(input);
  const client = api.supabase();
  const { data, error } = await client.auth.signInWithPassword({ email: user.email, password: user.password });
  if (error) throw error;
  return { ...user, client, session: present(data.session, 'session') };
}
