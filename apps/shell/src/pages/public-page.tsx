// Frame for the shell's public and setup pages (/login, /signup, …): the Bullion Desk name above a
// centred card, an optional line of text under the title and an optional footer under the card.
import { Flex, theme } from 'antd';
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
  const { token } = theme.useToken();
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} · Bullion Desk`;
    return () => {
      document.title = previous;
    };
  }, [title]);

  return (
    <Flex
      className="public-page"
      vertical
      justify="center"
      align="center"
      gap={20}
      style={{ fontFamily: token.fontFamily, fontSize: token.fontSize, color: token.colorText }}
    >
      <Link to="/" className="public-brand" aria-label="Bullion Desk home" style={{ color: token.colorText }}>
        <span className="public-brand-mark" aria-hidden>
          ◆
        </span>
        <span>Bullion Desk</span>
      </Link>
      {/* A plain card in antd's tokens: the first page of every visit carries no Card or Typography code. */}
      <section
        className="public-card"
        style={{ width, maxWidth: '100%', background: token.colorBgContainer, borderRadius: token.borderRadiusLG }}
      >
        <h1
          className={description ? 'public-title' : 'public-title public-title-alone'}
          style={{
            color: token.colorTextHeading,
            fontSize: token.fontSizeHeading3,
            lineHeight: token.lineHeightHeading3,
            fontWeight: token.fontWeightStrong,
          }}
        >
          {title}
        </h1>
        {description ? (
          <p className="public-description" style={{ color: token.colorTextSecondary }}>
            {description}
          </p>
        ) : null}
        {children}
      </section>
      {footer ? <div className="public-footer">{footer}</div> : null}
      {after ? <div style={{ width, maxWidth: '100%' }}>{after}</div> : null}
    </Flex>
  );
}
