// The top bar: menu button (small screens), logo, spot price strip, user menu.
import { openHashDialog } from '@bullion/shared';
import { Link } from 'react-router';
import { SpotStrip } from '../spots/spot-strip';
import { UserMenu } from './user-menu';

export function Header() {
  return (
    <div className="shell-header">
      <button type="button" className="shell-menu-button" aria-label="Open menu" onClick={() => openHashDialog('menu')}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden>
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <Link to="/" className="shell-logo" aria-label="Bullion Desk home">
        <span className="shell-logo-mark" aria-hidden>
          ◆
        </span>
        <span className="shell-logo-text">Bullion Desk</span>
      </Link>
      <SpotStrip />
      <UserMenu />
    </div>
  );
}
