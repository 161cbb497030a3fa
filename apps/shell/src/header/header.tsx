// The top bar: menu button (small screens), logo, spot price strip, user menu. A team with branding
// (plan enableBranding) shows its logo beside the app's and its accent colour under the bar.
import { openHashDialog } from '@bullion/shared';
import { Link } from 'react-router';
import { SpotStrip } from '../spots/spot-strip';
import { useGroupBranding } from './use-group-branding';
import { UserMenu } from './user-menu';

export function Header() {
  const branding = useGroupBranding();
  return (
    <div
      className="shell-header"
      data-branded={branding ? 'true' : undefined}
      style={branding?.accentColor ? { boxShadow: `inset 0 -3px 0 ${branding.accentColor}` } : undefined}
    >
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
      {branding?.logoUrl ? <img className="shell-brand-logo" src={branding.logoUrl} alt={`${branding.name} logo`} style={{ height: 28, maxWidth: 120, objectFit: 'contain' }} /> : null}
      <SpotStrip />
      <UserMenu />
    </div>
  );
}
