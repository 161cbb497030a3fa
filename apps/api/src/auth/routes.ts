import type { Resource } from '../http/resource';
import type { Router } from '../http/router';
import { registerAdminFactors } from './admin-factors';
import { registerAdminLinks } from './admin-links';
import { registerAdminUsers } from './admin-users';
import { requireApiKey } from './api-key';
import { AUTH_BASE_PATH, createAuthRouter } from './auth-router';
import { registerAuthorize } from './authorize';
import { registerFactorVerify } from './factor-verify';
import { registerFactors } from './factors';
import { registerGoogleLocal } from './google-local';
import { registerInvite } from './invite';
import { registerJwks } from './jwks';
import { registerLogout } from './logout';
import { registerOtp } from './otp';
import { registerReauthenticate } from './reauthenticate';
import { registerRecover } from './recover';
import { registerResend } from './resend';
import { registerSettings } from './settings';
import { registerSignUp } from './signup';
import { AuthError, API_VERSION, API_VERSION_HEADER, handleAuthError } from './supabase-errors';
import { registerTokenGrant } from './token-grant';
import { registerUser } from './user';
import { registerUserIdentities } from './user-identities';
import { registerVerify } from './verify';

/** Supabase-compatible auth under /auth/v1 (what @supabase/supabase-js's `auth` calls). */
function registerAuthRoutes(app: Router) {
  const auth = createAuthRouter();
  auth.onError(handleAuthError);
  auth.use('*', async (c, next) => {
    // GoTrue announces its API version on every answer; supabase-js reads error codes only then.
    c.header(API_VERSION_HEADER, API_VERSION);
    await next();
  });
  auth.use('*', requireApiKey);
  auth.openAPIRegistry.registerComponent('securitySchemes', 'ServiceRole', {
    type: 'http',
    scheme: 'bearer',
    description: 'The service-role key (AUTH_SERVICE_ROLE_KEY), sent as bearer and as `apikey`. Server-side only: never give it to a browser.',
  });

  registerSignUp(auth);
  registerTokenGrant(auth);
  registerVerify(auth);
  registerResend(auth);
  registerRecover(auth);
  registerUser(auth);
  registerUserIdentities(auth);
  registerOtp(auth);
  registerReauthenticate(auth);
  registerLogout(auth);
  registerSettings(auth);
  registerAuthorize(auth);
  registerGoogleLocal(auth);
  registerAdminUsers(auth);
  registerAdminFactors(auth);
  registerAdminLinks(auth);
  registerInvite(auth);
  registerJwks(auth);
  registerFactors(auth);
  registerFactorVerify(auth);

  auth.all('*', (c) => {
    throw new AuthError(404, 'not_found', `No auth route for ${c.req.method} ${c.req.path}`);
  });
  // Mounting copies the routes, so everything above must be registered first.
  app.route(AUTH_BASE_PATH, auth);
}

export const authResource: Resource = { register: registerAuthRoutes };
