// The e-mail every platform admin gets when the registry rolls a canary back by itself: which
// canary, in which environment, the two failure rates with their counts, and what to do next.
import type { TelemetryReason } from '@bullion/contract';
import { escapeHtml } from '../auth/escape-html';
import type { OutgoingMail } from '../mail/mailer';
import type { LoadCounts } from './canary-verdict';

export interface AutoRollbackMailInput {
  to: string;
  environment: string;
  remote: string;
  canary: LoadCounts & { release: string; rate: number; reasons: Record<TelemetryReason, number> };
  stable: LoadCounts & { release: string; rate: number };
  minLoads: number;
  margin: number;
  /** The Releases page of the settings app. */
  link: string;
}

const percent = (rate: number) => `${(rate * 100).toFixed(1)} %`;
const plural = (count: number, noun: string) => `${count.toLocaleString('en-US')} ${noun}${count === 1 ? '' : 's'}`;

export function autoRollbackSubject({ environment, remote, canary }: Pick<AutoRollbackMailInput, 'environment' | 'remote' | 'canary'>): string {
  return `Canary of ${remote} ${canary.release} rolled back in ${environment}`;
}

export function autoRollbackMail(input: AutoRollbackMailInput): OutgoingMail {
  const { to, environment, remote, canary, stable, minLoads, margin, link } = input;
  const reasons = Object.entries(canary.reasons)
    .filter(([, count]) => count > 0)
    .sort(([, a], [, b]) => b - a)
    .map(([reason, count]) => `${reason} ${count.toLocaleString('en-US')}`);
  const intro = `The canary ${canary.release} of ${remote} failed in browsers more often than the stable release ${stable.release}, so the registry rolled it back by itself. Everyone in ${environment} is served ${stable.release} again.`;
  const facts: [string, string][] = [
    ['Canary', `${canary.release}: ${percent(canary.rate)} failed (${plural(canary.failures, 'failure')}, ${plural(canary.loads, 'load')})`],
    ['Stable', `${stable.release}: ${percent(stable.rate)} failed (${plural(stable.failures, 'failure')}, ${plural(stable.loads, 'load')})`],
    ['Canary failures by reason', reasons.length ? reasons.join(', ') : 'none given'],
    ['Rule', `roll back when the canary's rate exceeds the stable one's by more than ${percent(margin)} after at least ${plural(minLoads, 'load')} (CANARY_MIN_LOADS, CANARY_FAILURE_MARGIN)`],
  ];
  const steps = [
    `Find out why ${canary.release} fails (the reasons above; the browser console of a user in the canary says more).`,
    'Publish a fixed build and try it in staging.',
    `Start a new canary: npm run remote -- canary ${remote} <release> --percent 10 --env ${environment}`,
  ];
  const text = [
    'Hi,',
    '',
    intro,
    '',
    ...facts.map(([label, value]) => `${label}: ${value}`),
    '',
    'What to do:',
    ...steps.map((step, index) => `${index + 1}. ${step}`),
    '',
    `The audit log and the rates: ${link}`,
    '',
    '— Bullion Desk release registry',
  ].join('\n');
  const rows = facts.map(([label, value]) => `<tr><td style="color:#666;padding-right:1rem;vertical-align:top">${escapeHtml(label)}</td><td>${escapeHtml(value)}</td></tr>`).join('');
  const html = `<!doctype html><html lang="en"><body style="font-family:system-ui,sans-serif;color:#1f1d18;max-width:36rem">
<p>Hi,</p>
<p>${escapeHtml(intro)}</p>
<table style="border-collapse:collapse">${rows}</table>
<p>What to do:</p>
<ol>${steps.map((step) => `<li>${escapeHtml(step)}</li>`).join('')}</ol>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:.5rem 1rem;background:#8a6d1d;color:#fff;border-radius:6px;text-decoration:none">Open the Releases page</a></p>
<p style="color:#666">— Bullion Desk release registry</p>
</body></html>`;
  return { to, subject: autoRollbackSubject(input), text, html, link };
}
