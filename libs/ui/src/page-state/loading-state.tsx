// The one way a page, or a part of it, shows that its data is on the way: antd's skeleton in the
// shape of what comes (or a spinner where the shape is not known), named for assistive technology.
// PlainLoadingState (@bullion/ui/plain) is its twin without antd.
import { Card, Col, Flex, Row, Skeleton, Spin } from 'antd';
import type { CSSProperties } from 'react';

export type LoadingLayout = 'card' | 'lines' | 'list' | 'cards' | 'detail' | 'spin';

export interface LoadingStateProps {
  /** Names what is loading for assistive technology: "Loading the collection". */
  label: string;
  /**
   * The shape of what comes.
   * card (default): lines in a card of their own, the page's main list or form;
   * lines: the lines alone, inside a card the page already draws;
   * list: rows with an avatar each;
   * cards: a grid of cards with a picture;
   * detail: a title over a wide and a narrow column of cards, one record's page;
   * spin: a spinner, where the shape is not known.
   */
  layout?: LoadingLayout;
  /** Lines of text (card, lines, cards) or rows (list). */
  rows?: number;
  /** A picture at the left of the lines (card, lines, list; list has one unless `false`). */
  avatar?: boolean | { shape: 'circle' | 'square'; size: number };
  /** Milliseconds before the spinner shows (spin): a quick load shows none. */
  delay?: number;
  style?: CSSProperties;
}

const CARD_COLUMNS = { xs: 24, sm: 12, lg: 8 } as const;

/** A part of a page, or a whole page, whose data is loading. */
export function LoadingState({ label, layout = 'card', rows, avatar, delay, style }: LoadingStateProps) {
  const busy = { 'aria-busy': true, 'aria-label': label } as const;
  switch (layout) {
    case 'lines':
      return (
        <div {...busy} style={style}>
          <Skeleton active avatar={avatar} paragraph={{ rows: rows ?? 3 }} />
        </div>
      );
    case 'list':
      return (
        <div {...busy} style={style}>
          {Array.from({ length: rows ?? 3 }, (_, row) => (
            <Skeleton key={row} active avatar={avatar ?? true} paragraph={{ rows: 1 }} />
          ))}
        </div>
      );
    case 'cards':
      return (
        <Row gutter={[16, 16]} {...busy} style={style}>
          {[0, 1, 2].map((key) => (
            <Col key={key} {...CARD_COLUMNS}>
              <Card size="small">
                <Skeleton.Image active style={{ width: '100%', height: 120 }} />
                <Skeleton active paragraph={{ rows: rows ?? 3 }} />
              </Card>
            </Col>
          ))}
        </Row>
      );
    case 'detail':
      return (
        <div {...busy} style={style}>
          <Skeleton active title paragraph={{ rows: 1 }} style={{ marginBottom: 24 }} />
          <Row gutter={16}>
            <Col xs={24} lg={16}>
              <Card>
                <Skeleton active paragraph={{ rows: rows ?? 8 }} />
              </Card>
            </Col>
            <Col xs={24} lg={8}>
              <Card>
                <Skeleton active paragraph={{ rows: 5 }} />
              </Card>
            </Col>
          </Row>
        </div>
      );
    case 'spin':
      return (
        <Flex justify="center" align="center" {...busy} style={{ padding: 32, ...style }}>
          <Spin delay={delay} />
        </Flex>
      );
    default:
      return (
        <Card {...busy} style={style}>
          <Skeleton active avatar={avatar} paragraph={{ rows: rows ?? 5 }} />
        </Card>
      );
  }
}
