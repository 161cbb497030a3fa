// "Resend code" with the 60 s wait the API enforces between e-mails, counted down on the button.
import { Button } from 'antd';
import { problemOf, type AuthProblem } from '../../../auth/auth-errors';
import { useCooldown } from './use-cooldown';
import { useSubmit } from './use-submit';

export const RESEND_COOLDOWN_SECONDS = 60;

export interface ResendCodeButtonProps {
  /** Sends the code; resolves false when there is nothing to send to (e.g. the e-mail is invalid). */
  send: () => Promise<boolean>;
  /** Seconds to wait at first (an e-mail was just sent). */
  initialCooldown?: number;
  onSent: () => void;
  onProblem: (problem: AuthProblem) => void;
}

export function ResendCodeButton({ send, initialCooldown = 0, onSent, onProblem }: ResendCodeButtonProps) {
  const { remaining, start } = useCooldown(initialCooldown);
  const { run, pending } = useSubmit(async () => {
    try {
      if (!(await send())) return;
      start(RESEND_COOLDOWN_SECONDS);
      onSent();
    } catch (error) {
      const problem = problemOf(error);
      if (problem.retryAfterSeconds) start(problem.retryAfterSeconds);
      onProblem(problem);
    }
  });
  return (
    <Button type="link" onClick={() => void run()} loading={pending} disabled={remaining > 0} style={{ padding: 0, height: 'auto' }}>
      {remaining > 0 ? `Resend code (${remaining} s)` : 'Resend code'}
    </Button>
  );
}
