// How complete a collection is: a bar with the percent (rounded down by the contract, so 100 % only
// when every wanted piece is owned) and, beside it, the pieces it counts.
import { Flex, Progress, Typography } from 'antd';

export interface CompletionBarProps {
  completion: number;
  ownedPieces: number;
  wantedPieces: number;
  /** Names the bar for screen readers, e.g. the collection's title. */
  label: string;
  size?: 'small' | 'medium';
}

const pieces = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'piece' : 'pieces'}`;

export function completionText(completion: number): string {
  return `${completion.toLocaleString('en-US', { maximumFractionDigits: 1 })}%`;
}

export function CompletionBar({ completion, ownedPieces, wantedPieces, label, size = 'medium' }: CompletionBarProps) {
  return (
    <Flex vertical gap={0}>
      <Progress
        percent={completion}
        format={() => completionText(completion)}
        status={completion >= 100 ? 'success' : 'normal'}
        size={size === 'small' ? 'small' : 'medium'}
        aria-label={`${label}: ${completionText(completion)} complete`}
      />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {wantedPieces ? `${ownedPieces.toLocaleString('en-US')} of ${pieces(wantedPieces)} owned` : 'Nothing wanted yet'}
      </Typography.Text>
    </Flex>
  );
}
