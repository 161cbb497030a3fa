// If-None-Match by weak comparison (RFC 9110 §13.1.2): "x" and W/"x" match. Compressed answers carry
// a weak ETag (hono/compress in app.ts), which a browser then sends back as it got it.
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((candidate) => {
    const value = candidate.trim();
    return value === '*' || value.replace(/^W\//, '') === opaque;
  });
}
