// An item's photo (a private one through its signed URL), or a plain tile when it has none or it
// fails to load.
import { useStoredImageUrl } from '@bullion/api-client';
import { useState } from 'react';
import { CoinIcon } from './icons';

export function ItemPhoto({ src, alt, size }: { src: string | null; alt: string; size: number }) {
  const url = useStoredImageUrl(src);
  const [failed, setFailed] = useState<string | null>(null);
  const box = { width: size, height: size, flex: 'none', borderRadius: 8, objectFit: 'cover' as const, background: 'rgba(128,128,128,.12)' };
  if (!url || failed === url) {
    return (
      <div aria-label={`${alt} (no photo)`} role="img" style={{ ...box, display: 'flex', alignItems: 'center', justifyContent: 'center', opacity: 0.45 }}>
        <CoinIcon size={size / 2} />
      </div>
    );
  }
  return <img src={url} alt={alt} width={size} height={size} loading="lazy" style={box} onError={() => setFailed(url)} />;
}
