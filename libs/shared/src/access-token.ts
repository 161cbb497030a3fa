// Reads the claims of the app access token the shell holds. The API verifies the signature on every
// call; the client only needs the group id and role to decide what to show.
export interface AccessTokenClaims {
  sub: string;
  exp: number;
  role?: string;
  plan?: string;
  permissions?: Record<string, boolean>;
  group?: { id: string; role: string; permissions: Record<string, boolean>; plan: string };
}

function decodeSegment(segment: string): unknown {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(segment.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes));
}

/** Any JWT's payload, unverified (the server checks signatures), or null when malformed. */
export function readJwtPayload(token: string): Record<string, unknown> | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims = decodeSegment(payload);
    return claims && typeof claims === 'object' && !Array.isArray(claims) ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The token's claims, or null for an empty or malformed token. */
export function readAccessTokenClaims(token: string): AccessTokenClaims | null {
  const claims = readJwtPayload(token) as Partial<AccessTokenClaims> | null;
  return claims && typeof claims.sub === 'string' && typeof claims.exp === 'number' ? (claims as AccessTokenClaims) : null;
}

/** A user is a group admin when the token's group role is admin. */
export function isGroupAdminToken(token: string): boolean {
  return readAccessTokenClaims(token)?.group?.role === 'admin';
}

export function isTokenExpired(token: string, now = Date.now()): boolean {
  const claims = readAccessTokenClaims(token);
  return !claims || claims.exp * 1000 <= now;
}
