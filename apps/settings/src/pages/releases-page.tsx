// /settings/releases: the release registry for platform admins (issue 36): what each environment
// serves per remote and the canaries, their failure rates beside stable, deploy keys and the audit
// log. Anyone else opening the address is told the page is for platform admins; nothing else is asked.
import { releaseAccessQueryOptions, releaseStatusQueryOptions } from '@bullion/api-client';
import { RELEASE_DEFAULT_ENVIRONMENTS } from '@bullion/contract';
import { LoadError, LoadingState, PageHeader } from '@bullion/ui';
import { useQuery } from '@tanstack/react-query';
import { Card, Flex, Result } from 'antd';
import { AuditCard } from '../releases/audit-card';
import { DeployKeysCard } from '../releases/deploy-keys-card';
import { RatesCard } from '../releases/rates-card';
import { TargetsCard } from '../releases/targets-card';

const header = <PageHeader title="Releases" subtitle="What each environment serves, canaries and their failure rates, deploy keys and who changed what" />;

function Registry() {
  // The same query the targets card reads: the environments a new key may be scoped to.
  const status = useQuery(releaseStatusQueryOptions());
  return (
    <Flex vertical gap={16}>
      <TargetsCard />
      <RatesCard />
      <DeployKeysCard environments={status.data?.environments ?? RELEASE_DEFAULT_ENVIRONMENTS} />
      <AuditCard />
    </Flex>
  );
}

export function ReleasesPage() {
  const access = useQuery(releaseAccessQueryOptions());
  if (access.isPending) {
    return (
      <>
        {header}
        <LoadingState label="Loading releases" rows={4} />
      </>
    );
  }
  if (access.isError) {
    return (
      <>
        {header}
        <LoadError layout="page" title="The releases could not be loaded" description={access.error instanceof Error ? access.error.message : undefined} onRetry={() => void access.refetch()} />
      </>
    );
  }
  if (!access.data.platformAdmin) {
    return (
      <>
        {header}
        <Card>
          <Result
            status="info"
            title="Only platform admins can see releases"
            subTitle="Releases, deploy keys and their audit log are for the people who run Bullion Desk itself, not for the admins of a team. If you need to see them, ask a platform admin to grant you the role."
          />
        </Card>
      </>
    );
  }
  return (
    <>
      {header}
      <Registry />
    </>
  );
}
