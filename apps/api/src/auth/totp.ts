// TOTP as authenticator apps and GoTrue use it: SHA-1, 6 digits, 30-second steps, one step of clock
// drift either way. Steps are numbered so a code's step can be remembered and never accepted twice.
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

const TOTP_RULES = { algorithm: 'SHA1', digits: 6, period: 30 } as const;
const ALLOWED_DRIFT_STEPS = 1;

export function newTotpSecret(): string {
  // 160 bits, the size RFC 4226 recommends for SHA-1.
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI an authenticator app reads (from the QR code or typed in). */
export function totpUri({ secret, issuer, accountName }: { secret: string; issuer: string; accountName: string }): string {
  return new TOTP({ ...TOTP_RULES, issuer, label: accountName, secret: Secret.fromBase32(secret) }).toString();
}

/** The URI as an SVG QR code (raw markup: supabase-js turns it into a data URI itself, as with GoTrue). */
export function totpQrSvg(uri: string): Promise<string> {
  return QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
}

/** The time step the code belongs to, or null when it is not a current code of this secret. */
export function matchTotpStep(code: string, secret: string, now: Date): number | null {
  const timestamp = now.getTime();
  const delta = TOTP.validate({ ...TOTP_RULES, token: code, secret: Secret.fromBase32(secret), timestamp, window: ALLOWED_DRIFT_STEPS });
  return delta === null ? null : TOTP.counter({ period: TOTP_RULES.period, timestamp }) + delta;
}
