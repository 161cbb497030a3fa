// The weekly portfolio summary e-mail: per group of the user's that holds something, the melt value
// at the latest stored spot, fine troy ounces and value per metal, the number of items, and the
// change since the same day last week.
import { formatDateTime, formatOzt, formatSignedUsd, formatUsd } from '@bullion/contract';
import { escapeHtml } from '../auth/escape-html';
import type { OutgoingMail } from '../mail/mailer';
import type { GroupPortfolio, LatestSpot, MetalLine } from './portfolio';

export interface WeeklySummaryMailInput {
  to: string;
  fullName: string;
  portfolios: readonly GroupPortfolio[];
  spot: LatestSpot;
  /** The inventory page of the app. */
  link: string;
}

const dayOf = (date: string) => new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' });
const timeOf = (at: string) => `${formatDateTime(at, { timeZone: 'UTC' })} UTC`;
const metalName = (metal: string) => metal.charAt(0).toUpperCase() + metal.slice(1);
const plural = (count: number, noun: string) => `${count.toLocaleString('en-US')} ${noun}${count === 1 ? '' : 's'}`;

function metalText({ metal, fineOzt, spot, meltValue }: MetalLine): string {
  const value = meltValue !== null && spot !== null ? `${formatUsd(meltValue, { exact: true })} (at ${formatUsd(spot, { exact: true })}/ozt)` : 'no spot price';
  return `${metalName(metal)}: ${formatOzt(fineOzt)}, ${value}`;
}

/** The lines of one group, shared by the text and the HTML. */
function groupLines(portfolio: GroupPortfolio): { heading: string; lines: string[] } {
  const value = portfolio.meltValue !== null ? `melt value ${formatUsd(portfolio.meltValue, { exact: true })}` : 'melt value unavailable (no spot price yet)';
  const heading = `${portfolio.groupName}: ${value} · ${plural(portfolio.items, 'item')} (${plural(portfolio.pieces, 'piece')})`;
  const lines = portfolio.metals.map(metalText);
  if (portfolio.change) lines.push(`Change since ${dayOf(portfolio.change.since)}: ${formatSignedUsd(portfolio.change.amount, { exact: true })} (price moves and what was bought or sold)`);
  if (portfolio.unvalued) lines.push(`${plural(portfolio.unvalued, 'item')} without a metal or fine weight, not valued`);
  return { heading, lines };
}

export function weeklySummaryMail({ to, fullName, portfolios, spot, link }: WeeklySummaryMailInput): OutgoingMail {
  const greeting = fullName.trim() ? `Hi ${fullName.trim().split(/\s+/)[0]},` : 'Hi,';
  const intro = spot
    ? `Here is what your groups hold, valued at the spot of ${timeOf(spot.updatedAt)}.`
    : 'Here is what your groups hold. No spot price has been stored yet, so nothing could be valued.';
  const groups = portfolios.map(groupLines);
  const text = [
    greeting,
    '',
    intro,
    '',
    ...groups.flatMap(({ heading, lines }) => [heading, ...lines.map((line) => `  ${line}`), '']),
    `Open your inventory: ${link}`,
    '',
    '— Bullion Desk',
  ].join('\n');
  const sections = groups
    .map(({ heading, lines }) => `<h3 style="font-size:1rem;margin:1.2rem 0 .3rem">${escapeHtml(heading)}</h3>${lines.length ? `<ul style="margin:0;padding-left:1.2rem">${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>` : ''}`)
    .join('\n');
  const html = `<!doctype html><html lang="en"><body style="font-family:system-ui,sans-serif;color:#1f1d18;max-width:36rem">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
${sections}
<p><a href="${escapeHtml(link)}" style="display:inline-block;margin-top:1rem;padding:.5rem 1rem;background:#8a6d1d;color:#fff;border-radius:6px;text-decoration:none">Open your inventory</a></p>
<p style="color:#666">— Bullion Desk</p>
</body></html>`;
  return { to, subject: 'Your weekly portfolio summary', text, html, link };
}
