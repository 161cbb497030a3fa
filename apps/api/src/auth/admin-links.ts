// POST /admin/generate_link (supabase-js auth.admin.generateLink): issues a one-time code and its link
// for a server that mails them itself, so nothing is sent. Creates the user where GoTrue does
// (signup, invite, and magiclink for an unknown address, which becomes a signup link).
import { createRoute } from '@hono/zod-openapi';
import type { AuthUser } from '../db/schema';
import type { AppDeps } from '../http/context';
import { createAccount, invitedAccount } from './admin-accounts';
import { ADMIN_ROUTE } from './admin-guard';
import { generateLinkBodySchema, generateLinkResponseSchema, type GenerateLinkType } from './admin-schemas';
import type { AuthRouter } from './auth-router';
import { verifyLink } from './email-codes';
import { issueOtp, type OtpKind } from './one-time-tokens';
import { safeRedirect } from './redirects';
import { authErrors, json, redirectQuerySchema } from './schemas';
import { AuthError, emailExists, validationFailed } from './supabase-errors';
import { userResponse } from './tokens';
import { mergeMetadata } from './user';
import { findUserByEmail } from './users';

const route = createRoute({
  ...ADMIN_ROUTE,
  method: 'post',
  path: '/admin/generate_link',
  summary: 'Issues a one-time code and link (signup, invite, magiclink, recovery, email_change_*) without sending them',
  request: { query: redirectQuerySchema, body: { required: true, content: json(generateLinkBodySchema) } },
  responses: {
    200: { content: json(generateLinkResponseSchema), description: 'The user with action_link, email_otp and hashed_token' },
    ...authErrors(400, 401, 403, 404, 422),
  },
});

interface LinkRequest {
  email: string;
  newEmail?: string;
  password?: string;
  data?: Record<string, unknown>;
}

const unknownAddress = () => new AuthError(404, 'user_not_found', 'User with this email not found');

async function knownUser(deps: AppDeps, email: string): Promise<AuthUser> {
  const user = await findUserByEmail(deps.db, email);
  if (!user) throw unknownAddress();
  return user;
}

/** The user a link is for and the kind of code it carries. */
type Preparation = (deps: AppDeps, request: LinkRequest) => Promise<{ user: AuthUser; kind: OtpKind }>;

async function prepareEmailChange(deps: AppDeps, request: LinkRequest, kind: 'email_change_current' | 'email_change_new') {
  if (!request.newEmail) throw validationFailed('new_email is required for an e-mail change link');
  const user = await knownUser(deps, request.email);
  const holder = await findUserByEmail(deps.db, request.newEmail);
  if (holder && holder.id !== user.id) throw emailExists();
  // The address the change waits to move to; confirming the code completes it (docs/auth.md).
  const updated = await deps.db
    .updateTable('auth_users')
    .set({ email_change: request.newEmail, updated_at: deps.now() })
    .where('id', '=', user.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return { user: updated, kind };
}

const PREPARE: Record<GenerateLinkType, Preparation> = {
  async signup(deps, { email, password, data }) {
    const existing = await findUserByEmail(deps.db, email);
    if (existing?.email_confirmed_at) throw emailExists();
    if (!existing) {
      if (!password) throw validationFailed('A signup link needs the new user\'s password');
      return { user: await createAccount(deps, { email, password, confirmed: false, userMetadata: data }), kind: 'signup' };
    }
    if (!data) return { user: existing, kind: 'signup' };
    const user = await deps.db
      .updateTable('auth_users')
      .set({ raw_user_meta_data: JSON.stringify(mergeMetadata(existing.raw_user_meta_data, data)), updated_at: deps.now() })
      .where('id', '=', existing.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { user, kind: 'signup' };
  },
  async invite(deps, { email, data }) {
    return { user: await invitedAccount(deps, email, data), kind: 'invite' };
  },
  async magiclink(deps, { email, data }) {
    const existing = await findUserByEmail(deps.db, email);
    if (existing) return { user: existing, kind: 'magiclink' };
    // GoTrue signs an unknown address up instead (without a password) and says so in verification_type.
    return { user: await createAccount(deps, { email, confirmed: false, userMetadata: data }), kind: 'signup' };
  },
  async recovery(deps, { email }) {
    return { user: await knownUser(deps, email), kind: 'recovery' };
  },
  email_change_current: (deps, request) => prepareEmailChange(deps, request, 'email_change_current'),
  email_change_new: (deps, request) => prepareEmailChange(deps, request, 'email_change_new'),
};

/** The `type` of GET /verify in the link: GoTrue uses one type for both sides of an e-mail change. */
const linkType = (kind: OtpKind) => (kind.startsWith('email_change') ? 'email_change' : kind);

export function registerAdminLinks(auth: AuthRouter) {
  auth.openapi(route, async (c) => {
    const deps = c.var.deps;
    const body = c.req.valid('json');
    const redirectTo = safeRedirect(deps.config, c.req.valid('query').redirect_to ?? body.redirect_to ?? body.redirectTo);
    const { user, kind } = await PREPARE[body.type](deps, { email: body.email, newEmail: body.new_email, password: body.password, data: body.data });
    const { code, linkToken } = await issueOtp(deps, { userId: user.id, kind, redirectTo });
    c.var.logger.info({ userId: user.id, kind }, 'auth admin: link generated');
    return c.json(
      {
        ...(await userResponse(deps.db, user)),
        action_link: verifyLink(deps.config.PUBLIC_API_URL, linkToken, linkType(kind), redirectTo),
        email_otp: code,
        hashed_token: linkToken,
        verification_type: kind,
        redirect_to: redirectTo,
      },
      200,
    );
  });
}
