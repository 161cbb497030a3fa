// Frame for the shell's public and setup pages (/login, /signup, …): the Bullion Desk name above a
// centred card, an optional line of text under the title and an optional footer under the card.
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import './auth/public-page.css';

export interface PublicPageProps {
  title: string;
  children?: ReactNode;
  /** A line under the title. */
  description?: ReactNode;
  /** Shown under the card (e.g. "New here? Create an account"). */
  footer?: ReactNode;
  /**
   * Shown last, as wide as the card: for something that arrives after the page is drawn (the local
   * demo account), so that nothing above it moves when it appears.
   */
  after?: ReactNode;
  /** Card width in px (default 420). */
  width?: number;
}

export function PublicPage({ title, children, description, footer, after, width = 420 }: PublicPageProps) {
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} · Bullion Desk`;
    return () => {
      document.title = previous;
    };
  }, [title]);

  return (
    <div className="public-page">
      <Link to="/" className="public-brand" aria-label="Bullion Desk home">
        <span className="public-brand-mark" aria-hidden>
          ◆
        </span>
        <span>Bullion Desk</span>
      </Link>
      {/* A plain card in antd's tokens (design-tokens.css): the first page of every visit carries no antd. */}
      <section className="public-card" style={{ width }}>
        <h1 className={description ? 'public-title' : 'public-title public-title-alone'}>{title}</h1>
        {description ? <p className="public-description">{description}</p> : null}
        {children}
      </section>
      {footer ? <div className="public-footer">{footer}</div> : null}
      {after ? (
        <div className="public-after" style={{ width }}>
          {after}
        </div>
      ) : null}
    </div>
  );
}
