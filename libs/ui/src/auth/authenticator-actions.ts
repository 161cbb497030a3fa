// The two-step verification calls of supabase-js (TOTP factors) that the shell's sign-in and the
// settings' login & security page share, each turning a refusal into an AuthFailure. loadSupabase is
// taken from the package entry, so tests that replace it there replace it here too.
import { AuthFailure, loadSupabase, runAuthCall } from '@bullion/api-client';

const auth = async () => (await loadSupabase()).auth;

/** The user's verified authenticators (TOTP factors), as supabase-js lists them. */
export async function verifiedAuthenticators(): Promise<{ id: string; name: string }[]> {
  const { data } = await runAuthCall(async () => (await auth()).mfa.listFactors());
  return (data?.totp ?? []).map((factor) => ({ id: factor.id, name: factor.friendly_name || AUTHENTICATOR_NAME }));
}

/** Proves the second factor with the authenticator's current code; the session becomes aal2. */
export async function verifyAuthenticatorCode(factorId: string, code: string): Promise<void> {
  await runAuthCall(async () => (await auth()).mfa.challengeAndVerify({ factorId, code }));
}

export interface AuthenticatorEnrolment {
  factorId: string;
  /** An SVG data URI of the otpauth:// address, for the authenticator app's camera. */
  qrCode: string;
  /** The same secret to type in by hand. */
  secret: string;
}

const SVG_DATA_PREFIX = /^data:image\/svg\+xml;[^,]*,/;

/**
 * supabase-js hands the QR code over as `data:image/svg+xml;utf-8,<svg …>` with the SVG as is, whose
 * `#` colours would end the address early (the browser reads a fragment): it is percent-encoded here.
 */
export function qrCodeImageSource(qrCode: string): string {
  const svg = qrCode.replace(SVG_DATA_PREFIX, '');
  return svg.trimStart().startsWith('<') ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` : qrCode;
}

/** Starts adding an authenticator app; it counts once its first code is verified. */
export async function enrolAuthenticator(friendlyName: string): Promise<AuthenticatorEnrolment> {
  const { data } = await runAuthCall(async () => (await auth()).mfa.enroll({ factorType: 'totp', friendlyName }));
  if (!data) throw new AuthFailure({ code: 'unknown', message: 'The authenticator could not be added. Please try again.' });
  return { factorId: data.id, qrCode: qrCodeImageSource(data.totp.qr_code), secret: data.totp.secret };
}

export const AUTHENTICATOR_NAME = 'Authenticator app';

/**
 * Starts adding an authenticator app, under "Authenticator app" or, when a verified one has that
 * name, the first free "Authenticator app 2", "… 3". A setup of the user's left half-made (a tab
 * closed before the first code, a wrong code and a reload) is replaced: it is dropped first, so its
 * name is free again and the user never collects unverified factors.
 */
export async function startEnrolment(): Promise<AuthenticatorEnrolment> {
  const { data } = await runAuthCall(async () => (await auth()).mfa.listFactors());
  const factors = data?.all ?? [];
  for (const factor of factors) if (factor.status === 'unverified') await abandonEnrolment(factor.id);
  const taken = new Set(factors.filter((factor) => factor.status === 'verified').map((factor) => factor.friendly_name || AUTHENTICATOR_NAME));
  let name = AUTHENTICATOR_NAME;
  for (let number = 2; taken.has(name); number += 1) name = `${AUTHENTICATOR_NAME} ${number}`;
  return enrolAuthenticator(name);
}

/** Drops an enrolment that was never verified (the user cancelled). */
export async function abandonEnrolment(factorId: string): Promise<void> {
  try {
    await (await auth()).mfa.unenroll({ factorId });
  } catch {
    // Nothing lost: an unverified factor never counts, and the next enrolment picks a free name.
  }
}
