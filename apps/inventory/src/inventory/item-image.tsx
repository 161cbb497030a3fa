// An item's photo (obverse or reverse); a private one is shown through its signed URL. One that is
// missing, not signed yet or fails to load is replaced by a plain coin drawn locally, as product
// images are.
import { useStoredImageUrl } from '@bullion/api-client';
import { useState, type CSSProperties } from 'react';

const PLACEHOLDER_SRC = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120"><circle cx="60" cy="60" r="56" fill="#e4e4e7" stroke="#a1a1aa" stroke-width="3"/><circle cx="60" cy="60" r="44" fill="none" stroke="#a1a1aa" stroke-width="1.5" stroke-dasharray="3 3"/></svg>',
)}`;

export interface ItemImageProps {
  src: string | null | undefined;
  alt: string;
  size: number;
  style?: CSSProperties;
}

export function ItemImage({ src, alt, size, style }: ItemImageProps) {
  const url = useStoredImageUrl(src);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const common: CSSProperties = { width: size, height: size, objectFit: 'contain', flex: 'none', ...style };
  if (!url || failedUrl === url) {
    return <img src={PLACEHOLDER_SRC} alt={alt ? `${alt} (no image)` : ''} data-placeholder="true" width={size} height={size} style={common} />;
  }
  return <img src={url} alt={alt} width={size} height={size} loading="lazy" style={common} onError={() => setFailedUrl(url)} />;
}
