// Adding an authenticator app (TOTP): the QR code and the key to type in instead, then the first
// code the app shows, which verifies the factor and upgrades the session to two-step (aal2).
import { Alert, Button, Flex, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { problemOf, type AuthProblem } from '@bullion/api-client';
import { abandonEnrolment, AUTHENTICATOR_NAME, enrolAuthenticator, startEnrolment, type AuthenticatorEnrolment as Enrolment } from './authenticator-actions';
import { AuthenticatorCodeForm } from './authenticator-code-form';
import { useSubmit } from './use-submit';

const MAX_NAME_TRIES = 5;

/**
 * startEnrolment picks a free name; should another tab take it meanwhile, the next number is tried
 * ("Authenticator app 2"…).
 */
async function enrolUnderFreeName(): Promise<Enrolment> {
  try {
    return await startEnrolment();
  } catch (error) {
    if (problemOf(error).code !== 'mfa_factor_name_conflict') throw error;
  }
  for (let attempt = 2; ; attempt += 1) {
    try {
      return await enrolAuthenticator(`${AUTHENTICATOR_NAME} ${attempt}`);
    } catch (error) {
      if (problemOf(error).code !== 'mfa_factor_name_conflict' || attempt >= MAX_NAME_TRIES) throw error;
    }
  }
}

export function AuthenticatorEnrolment({ onVerified }: { onVerified: () => void }) {
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [problem, setProblem] = useState<AuthProblem | null>(null);
  const pendingFactor = useRef<string | null>(null);
  const { run: start, pending: starting } = useSubmit(async () => {
    setProblem(null);
    try {
      const started = await enrolUnderFreeName();
      pendingFactor.current = started.factorId;
      setEnrolment(started);
    } catch (error) {
      setProblem(problemOf(error));
    }
  });

  // Leaving before the first code is verified drops the half-made factor.
  useEffect(
    () => () => {
      if (pendingFactor.current) void abandonEnrolment(pendingFactor.current);
    },
    [],
  );

  if (!enrolment) {
    return (
      <Flex vertical gap={12}>
        <Typography.Paragraph style={{ marginBottom: 0 }}>
          You need an authenticator app on your phone, such as Google Authenticator, Microsoft Authenticator, 1Password or
          Authy. It shows a new 6-digit code every 30 seconds, which you enter after your password when you log in.
        </Typography.Paragraph>
        {problem ? <Alert type="error" showIcon title={problem.message} /> : null}
        <Button type="primary" size="large" loading={starting} onClick={() => void start()}>
          Set up an authenticator app
        </Button>
      </Flex>
    );
  }

  return (
    <Flex vertical gap={12}>
      <Typography.Text strong>1. Scan this QR code with your authenticator app.</Typography.Text>
      <img className="authenticator-qr" src={enrolment.qrCode} alt="QR code for your authenticator app" width={176} height={176} />
      <Typography.Text type="secondary">
        Can&apos;t scan it? Enter this key in the app instead:{' '}
        <Typography.Text code copyable={{ text: enrolment.secret, tooltips: ['Copy key', 'Copied'] }} data-testid="authenticator-secret">
          {enrolment.secret}
        </Typography.Text>
      </Typography.Text>
      <Typography.Text strong>2. Enter the 6-digit code the app shows.</Typography.Text>
      <AuthenticatorCodeForm
        factorId={enrolment.factorId}
        submitLabel="Turn on two-step verification"
        onVerified={() => {
          pendingFactor.current = null;
          onVerified();
        }}
      />
    </Flex>
  );
}
