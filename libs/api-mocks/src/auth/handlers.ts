// The mock auth server (GoTrue's routes under /auth/v1 that the settings pages call through
// supabase-js, and the server settings the sign-in pages read): the user, password change with
// reauthentication, TOTP factors, identities, e-mail change, logout. Codes are MOCK_AUTH_CODE; state
// is mockDb.auth.
import { http, HttpResponse } from 'msw';
import { mockDb, nextMockUuid } from '../db';
import { jsonBody, type MockSlice } from '../http';
import { passwordSchema } from '@bullion/contract';
import { MOCK_AUTH_CODE, mockAuthSession, mockAuthUser } from './fixtures';

/** GoTrue's error body for both API versions supabase-js understands. */
function authError(status: number, code: string, message: string, extra: Record<string, unknown> = {}) {
  return HttpResponse.json({ code, error_code: code, msg: message, message, ...extra }, { status, headers: { 'x-supabase-api-version': '2024-01-01' } });
}

const QR_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 21 21" width="176" height="176"><rect width="21" height="21" fill="#fff"/><path d="M1 1h7v7H1zM13 1h7v7h-7zM1 13h7v7H1zM10 10h2v2h-2z" fill="#000"/></svg>';

export const authMocks: MockSlice = {
  handlers: (api) => {
    const origin = api.replace(/\/api$/, '');
    const auth = `${origin}/auth/v1`;
    const state = () => mockDb.auth;
    return [
      http.get(`${auth}/settings`, () =>
        HttpResponse.json({
          external: { anonymous_users: false, apple: false, email: true, github: false, google: true, phone: false },
          disable_signup: state().signupDisabled,
          mailer_autoconfirm: false,
          phone_autoconfirm: false,
          sms_provider: '',
          saml_enabled: false,
        }),
      ),
      http.get(`${auth}/user`, () => HttpResponse.json(mockAuthUser(state()))),
      http.put(`${auth}/user`, async ({ request }) => {
        const body = (await jsonBody(request)) as { password?: string; nonce?: string; current_password?: string; email?: string; data?: Record<string, unknown> };
        const current = state();
        const changesCredentials = body.password !== undefined || (body.email !== undefined && body.email !== current.email);
        if (changesCredentials && current.aal !== 'aal2' && current.factors.some((factor) => factor.status === 'verified')) {
          return authError(401, 'insufficient_aal', 'AAL2 session is required to update email or password when MFA is enabled.');
        }
        if (body.password !== undefined) {
          if (!passwordSchema.safeParse(body.password).success) return authError(422, 'weak_password', 'Password is too weak.', { weak_password: { reasons: ['characters'] } });
          if (body.current_password !== undefined && body.current_password !== current.password) {
            return authError(422, 'current_password_mismatch', 'Current password required when setting new password.');
          }
          if (current.reauthenticationNeeded && !body.nonce) return authError(400, 'reauthentication_needed', 'Password update requires reauthentication.');
          if (current.reauthenticationNeeded && body.nonce !== MOCK_AUTH_CODE) return authError(422, 'reauthentication_not_valid', 'Verification code not found or expired.');
          if (body.password === current.password) return authError(422, 'same_password', 'New password should be different from the old password.');
          current.password = body.password;
        }
        if (body.email !== undefined && body.email !== current.email) current.newEmail = body.email;
        if (body.data) current.userMetadata = { ...current.userMetadata, ...body.data };
        return HttpResponse.json(mockAuthUser(current));
      }),
      http.get(`${auth}/reauthenticate`, () => HttpResponse.json({})),
      http.post(`${auth}/verify`, async ({ request }) => {
        const body = (await jsonBody(request)) as { type?: string; email?: string; token?: string };
        const current = state();
        if (body.token !== MOCK_AUTH_CODE) return authError(403, 'otp_expired', 'Token has expired or is invalid');
        if (body.type === 'email_change' && current.newEmail) {
          if (body.email === current.email) return HttpResponse.json({ msg: 'Confirmation link accepted. Please proceed to confirm link sent to the other email', code: '200' });
          current.email = current.newEmail;
          current.newEmail = null;
          // The profile follows the address, as the API's does.
          mockDb.account = { ...mockDb.account, email: current.email };
        }
        return HttpResponse.json(mockAuthSession(current));
      }),
      http.post(`${auth}/resend`, () => HttpResponse.json({})),
      http.post(`${auth}/factors`, async ({ request }) => {
        const body = (await jsonBody(request)) as { friendly_name?: string };
        const current = state();
        const name = body.friendly_name ?? 'Authenticator app';
        // As the API: a name is taken by any factor (a half-made setup too, until it is abandoned).
        if (current.factors.some((factor) => factor.friendly_name === name)) {
          return authError(422, 'mfa_factor_name_conflict', `A factor with the friendly name "${name}" for this user already exists`);
        }
        if (current.factors.some((factor) => factor.status === 'verified') && current.aal !== 'aal2') {
          return authError(403, 'insufficient_aal', 'AAL2 required to enroll a new factor');
        }
        const id = nextMockUuid();
        const at = new Date().toISOString();
        current.factors = [...current.factors, { id, friendly_name: name, factor_type: 'totp', status: 'unverified', created_at: at, updated_at: at }];
        return HttpResponse.json({
          id,
          type: 'totp',
          friendly_name: name,
          totp: { qr_code: QR_SVG, secret: 'JBSWY3DPEHPK3PXP', uri: `otpauth://totp/Bullion%20Desk:${current.email}?secret=JBSWY3DPEHPK3PXP&issuer=Bullion%20Desk` },
        });
      }),
      http.post(`${auth}/factors/:factorId/challenge`, ({ params }) => {
        if (!state().factors.some((factor) => factor.id === params.factorId)) return authError(404, 'mfa_factor_not_found', 'Factor not found');
        return HttpResponse.json({ id: nextMockUuid(), type: 'totp', expires_at: Math.floor(Date.now() / 1000) + 300 });
      }),
      http.post(`${auth}/factors/:factorId/verify`, async ({ params, request }) => {
        const body = (await jsonBody(request)) as { code?: string };
        const current = state();
        const factor = current.factors.find((candidate) => candidate.id === params.factorId);
        if (!factor) return authError(404, 'mfa_factor_not_found', 'Factor not found');
        if (body.code !== MOCK_AUTH_CODE) return authError(422, 'mfa_verification_failed', 'Invalid TOTP code entered');
        factor.status = 'verified';
        current.aal = 'aal2';
        current.factors = current.factors.filter((candidate) => candidate.status === 'verified');
        return HttpResponse.json(mockAuthSession(current));
      }),
      http.delete(`${auth}/factors/:factorId`, ({ params }) => {
        const current = state();
        const factor = current.factors.find((candidate) => candidate.id === params.factorId);
        if (!factor) return authError(404, 'mfa_factor_not_found', 'Factor not found');
        if (factor.status === 'verified' && current.aal !== 'aal2') return authError(422, 'insufficient_aal', 'AAL2 required to unenroll verified factor');
        current.factors = current.factors.filter((candidate) => candidate !== factor);
        return HttpResponse.json({ id: factor.id });
      }),
      http.get(`${auth}/user/identities/authorize`, () => HttpResponse.json({ url: `${auth}/mock-google-link` })),
      http.delete(`${auth}/user/identities/:identityId`, ({ params }) => {
        const current = state();
        const identity = current.identities.find((candidate) => candidate.identity_id === params.identityId);
        if (!identity) return authError(422, 'identity_not_found', 'Identity doesn\'t exist');
        if (current.identities.length === 1) return authError(422, 'single_identity_not_deletable', 'User must have at least 1 identity after unlinking');
        current.identities = current.identities.filter((candidate) => candidate !== identity);
        return HttpResponse.json({});
      }),
      http.post(`${auth}/token`, () => HttpResponse.json(mockAuthSession(state()))),
      http.post(`${auth}/logout`, () => new HttpResponse(null, { status: 204 })),
      // Profile pictures (supabase-js storage): accepted and forgotten; the page shows the public URL.
      http.post(`${origin}/storage/v1/object/profiles/*`, ({ request }) => {
        const key = new URL(request.url).pathname.replace('/storage/v1/object/', '');
        return HttpResponse.json({ Id: nextMockUuid(), Key: key });
      }),
    ];
  },
  // These are supabase-js calls, not apiRequest calls: the pages' tests exercise them.
  calls: [],
};
