// #team-upgrade and #pro-upgrade: trial offers with exactly these buttons.
import { groupsQueryOptions } from '@bullion/api-client';
import { type TrialPlan } from '@bullion/contract';
import { selectGroupId, useAppStore, useGroupPermission } from '@bullion/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Modal, Typography } from 'antd';
import { useState } from 'react';
import { obtainAccessToken } from '../auth/access';
import { startPlanTrial } from './start-trial';
import { useHashDialog } from './use-hash-dialog';

interface Offer {
  dialog: 'team-upgrade' | 'pro-upgrade';
  plan: TrialPlan;
  title: string;
  pitch: string;
  perks: string[];
  start: string;
  learnMore: string;
}

export const OFFERS: Record<TrialPlan, Offer> = {
  teams: {
    dialog: 'team-upgrade',
    plan: 'teams',
    title: 'Try Teams free for 14 days',
    pitch: 'Work on one desk together: shared inventory, catalog, collections and orders for everyone you invite.',
    perks: ['Invite your team and give each person a role', 'Custom domain, subdomain and branding', 'No card needed for the trial'],
    start: "Start my team's free trial",
    learnMore: 'Learn more about teams',
  },
  pro: {
    dialog: 'pro-upgrade',
    plan: 'pro',
    title: 'Try Pro free for 14 days',
    pitch: 'Everything you need to run your desk professionally.',
    perks: ['Custom domain, subdomain and branding', 'Invite people to your desk', 'No card needed for the trial'],
    start: 'Start my pro free trial',
    learnMore: 'Learn more about Pro',
  },
};

export const PLANS_PATH = '/settings/billing-and-plans';

export function UpgradeModal({ plan }: { plan: TrialPlan }) {
  const offer = OFFERS[plan];
  const dialog = useHashDialog(offer.dialog);
  const queryClient = useQueryClient();
  const groupId = useAppStore(selectGroupId);
  const billing = useGroupPermission('billing.manage');
  const groups = useQuery({ ...groupsQueryOptions(), enabled: dialog.isOpen });
  const group = groups.data?.find((candidate) => candidate.id === groupId);
  const [starting, setStarting] = useState(false);

  // Design choice of the API: a Teams trial needs a team group.
  const needsTeam = plan === 'teams' && group?.type === 'personal';
  const blocked = !groupId || !billing.allowed || needsTeam;

  const start = async () => {
    setStarting(true);
    const landing = await startPlanTrial(plan, { queryClient, refreshToken: groupId ? () => obtainAccessToken(groupId) : undefined, groupType: group?.type });
    setStarting(false);
    if (landing) dialog.closeTo(landing);
  };

  return (
    <Modal
      open={dialog.isOpen}
      title={offer.title}
      onCancel={dialog.close}
      width={520}
      footer={
        <Flex gap={8} justify="flex-end" align="center" wrap>
          <Button type="link" onClick={() => dialog.closeTo(PLANS_PATH)} style={{ paddingInline: 0, marginRight: 'auto' }}>
            {offer.learnMore}
          </Button>
          <Flex gap={8}>
            <Button onClick={dialog.close}>Not now</Button>
            <Button type="primary" loading={starting} disabled={blocked} onClick={() => void start()}>
              {offer.start}
            </Button>
          </Flex>
        </Flex>
      }
    >
      <Typography.Paragraph>{offer.pitch}</Typography.Paragraph>
      <ul className="upgrade-perks">
        {offer.perks.map((perk) => (
          <li key={perk}>{perk}</li>
        ))}
      </ul>
      {needsTeam ? (
        <Alert
          type="info"
          showIcon
          title="Teams trials are for team groups: create a team first, then start the trial from it."
          action={
            <Button size="small" onClick={() => dialog.closeTo('#create-team')}>
              Create a team
            </Button>
          }
        />
      ) : null}
      {!needsTeam && groupId && billing.reason ? <Alert type="info" showIcon title={billing.reason} /> : null}
      {!groupId ? <Alert type="info" showIcon title="Choose a group first: the trial is for the group you work in." /> : null}
    </Modal>
  );
}
