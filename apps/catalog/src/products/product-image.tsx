import { productImageUrl } from '@bullion/api-client';
import { useState, type CSSProperties } from 'react';
import { PLACEHOLDER_COIN_SRC } from './placeholder-coin';

export interface ProductImageProps {
  src: string | null | undefined;
  alt: string;
  size: number;
  style?: CSSProperties;
}

/**
 * A product image. An image that fails to load is hidden and the placeholder coin is shown instead
 * (also when there is no image at all).
 */
export function ProductImage({ src, alt, size, style }: ProductImageProps) {
  const url = productImageUrl(src);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const failed = !url || failedUrl === url;
  const common: CSSProperties = { width: size, height: size, objectFit: 'contain', flex: 'none', ...style };
  if (failed) {
    return <img src={PLACEHOLDER_COIN_SRC} alt={`${alt} (no image)`} data-placeholder="true" width={size} height={size} style={common} />;
  }
  return <img src={url} alt={alt} width={size} height={size} loading="lazy" style={common} onError={() => setFailedUrl(url)} />;
}
