// What the people and group pages show before they have their group: no group chosen, the group
// failing to load (with Retry), or loading. Null once the group is there.
import type { UseQueryResult } from '@tanstack/react-query';
import { LoadError, LoadingState } from '@bullion/ui';
import { Alert } from 'antd';
import type { ReactNode } from 'react';
import { errorMessage } from './current-group';

export interface GroupStatesProps {
  header: ReactNode;
  groupId: string | null;
  group: UseQueryResult<unknown>;
  /** "group" or "team", as the page calls it. */
  noun: string;
  /** What the page shows once loaded, e.g. "its people". */
  shows: string;
  loadingLabel: string;
  avatar?: boolean;
}

export function groupStatesView({ header, groupId, group, noun, shows, loadingLabel, avatar = false }: GroupStatesProps): ReactNode | null {
  if (!groupId) {
    return (
      <>
        {header}
        <Alert type="info" showIcon title={`Choose a ${noun} first`} description={`Pick a ${noun} in the group switcher to see ${shows}.`} />
      </>
    );
  }
  if (group.isError) {
    return (
      <>
        {header}
        <LoadError title={`The ${noun} could not be loaded`} description={errorMessage(group.error, 'Try again in a moment.')} onRetry={() => void group.refetch()} />
      </>
    );
  }
  if (group.isPending) {
    return (
      <>
        {header}
        <LoadingState label={loadingLabel} avatar={avatar} rows={avatar ? 4 : 5} />
      </>
    );
  }
  return null;
}
