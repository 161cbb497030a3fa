// antd's Avatar in plain HTML (the signed-in layout draws without antd): a picture when there is
// one, otherwise a letter or initials on a colour; round, or square with antd's 8 px corners.
import { useState, type CSSProperties, type ReactNode } from 'react';

export interface PlainAvatarProps {
  size: number;
  src?: string | null;
  shape?: 'circle' | 'square';
  /** The fill behind the letters. */
  background: string;
  style?: CSSProperties;
  /** The letters shown without a picture. */
  children: ReactNode;
}

export function PlainAvatar({ size, src, shape = 'circle', background, style, children }: PlainAvatarProps) {
  // A picture that fails to load gives way to the letters, as antd's Avatar does.
  const [failed, setFailed] = useState<string | null>(null);
  const picture = src && failed !== src ? src : null;
  return (
    <span
      aria-hidden
      className={shape === 'square' ? 'plain-avatar plain-avatar-square' : 'plain-avatar'}
      style={{ width: size, height: size, lineHeight: `${size - 2}px`, background, ...style }}
    >
      {picture ? <img src={picture} alt="" draggable={false} onError={() => setFailed(picture)} /> : children}
    </span>
  );
}
