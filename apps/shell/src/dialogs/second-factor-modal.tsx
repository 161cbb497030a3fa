// A team that requires two-step verification asked for it (mfa_required): the code of the user's
// authenticator app, or adding one first. Once the session is two-step, whoever was getting the
// group's token gets it (or, for a call refused in the current group, the token is asked for again).
import { groupsQueryOptions } from '@bullion/api-client';
import { useAppStore } from '@bullion/shared';
import { useQuery } from '@tanstack/react-query';
import { Modal, Typography } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { switchGroup } from '../auth/access';
import { settleSecondFactorDemand, useSecondFactorDemand } from '../auth/second-factor-demand';
import { AuthenticatorCodeForm } from '../pages/auth/components/authenticator-code-form';
import { AuthenticatorEnrolment } from '../pages/auth/components/authenticator-enrolment';

export function SecondFactorModal() {
  const demand = useSecondFactorDemand((state) => state.demand);
  const navigate = useNavigate();
  const location = useLocation();
  const groups = useQuery({ ...groupsQueryOptions(), enabled: Boolean(demand) });
  const groupName = groups.data?.find((group) => group.id === demand?.groupId)?.name ?? 'This team';

  const verified = async () => {
    if (!demand) return;
    settleSecondFactorDemand(true);
    if (!demand.settle) await switchGroup(demand.groupId);
  };
  const cancel = () => {
    settleSecondFactorDemand(false);
    // Without a group token there is nothing to show; another group may not ask for it.
    if (!useAppStore.getState().accessToken && location.pathname !== '/switch-group') navigate('/switch-group');
  };

  return (
    <Modal
      open={Boolean(demand)}
      title="Two-step verification required"
      footer={null}
      onCancel={cancel}
      destroyOnHidden
      // The dialog's content follows the demand even while it closes (antd otherwise keeps the
      // last content during the close animation), so a cancelled enrolment is dropped at once.
      forceRender
      maskClosable={false}
      width={440}
    >
      <Typography.Paragraph>
        {groupName} asks every member to use two-step verification.{' '}
        {demand?.enrolled
          ? 'Enter the 6-digit code from your authenticator app to continue.'
          : 'Set up an authenticator app to continue.'}
      </Typography.Paragraph>
      {!demand ? null : demand.enrolled ? (
        <AuthenticatorCodeForm submitLabel="Continue" onVerified={() => void verified()} />
      ) : (
        <AuthenticatorEnrolment onVerified={() => void verified()} />
      )}
    </Modal>
  );
}
