// Frame for the shell's public and setup pages (/login, /signup, …): the Bullion Desk name above a
// centred card, an optional line of text under the title and an optional footer under the card.
import { Card, Flex, theme, Typography } from 'antd';
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
      <Card className="public-card" style={{ width, maxWidth: '100%' }}>
        <Typography.Title level={3} className={description ? 'public-title' : 'public-title public-title-alone'}>
          {title}
        </Typography.Title>
        {description ? (
          <Typography.Paragraph type="secondary" className="public-description">
            {description}
          </Typography.Paragraph>
        ) : null}
        {children}
      </Card>
      {footer ? <div className="public-footer">{footer}</div> : null}
      {after ? <div style={{ width, maxWidth: '100%' }}>{after}</div> : null}
    </Flex>
  );
}
