// Order updates by e-mail: when an order's status changes, the group's members who work its orders
// (orders.write: admins and members) hear of it, except whoever made the change, and only those who
// want order updates (message preferences). Sent once the change is committed, in the background:
// a mail that fails is logged and never undoes or fails the change.
import { formatUsd, type Order } from '@bullion/contract';
import { sql, type SqlBool } from 'kysely';
import { sendOptionalMail } from '../account/message-preferences';
import { escapeHtml } from '../auth/escape-html';
import { scoped } from '../db/database';
import type { Acting } from '../http/acting';
import type { AppDeps } from '../http/context';
import type { OutgoingMail } from '../mail/mailer';

type MailedOrder = Pick<Order, 'id' | 'number' | 'side' | 'status' | 'customer' | 'totals'>;

export interface OrderStatusMailInput {
  to: string;
  groupName: string;
  order: MailedOrder;
  /** Who changed the status (their name, else their e-mail address). */
  changedBy: string;
  link: string;
}

export function orderStatusMail({ to, groupName, order, changedBy, link }: OrderStatusMailInput): OutgoingMail {
  const deal = order.side === 'sell' ? `Sale ${order.number} to ${order.customer.name}` : `Purchase ${order.number} from ${order.customer.name}`;
  const intro = `${deal} is now ${order.status} (changed by ${changedBy}).`;
  const facts: [string, string][] = [
    ['Customer', order.customer.name],
    ['Total', formatUsd(order.totals.total, { exact: true })],
    ['Status', order.status],
  ];
  const text = [
    'Hi,',
    '',
    `${intro}`,
    '',
    ...facts.map(([label, value]) => `${label}: ${value}`),
    '',
    `Open the order: ${link}`,
    '',
    `— Bullion Desk, ${groupName}`,
  ].join('\n');
  const rows = facts.map(([label, value]) => `<tr><td style="color:#666;padding-right:1rem">${escapeHtml(label)}</td><td>${escapeHtml(value)}</td></tr>`).join('');
  const html = `<!doctype html><html lang="en"><body style="font-family:system-ui,sans-serif;color:#1f1d18;max-width:32rem">
<p>Hi,</p>
<p>${escapeHtml(intro)}</p>
<table style="border-collapse:collapse">${rows}</table>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:.5rem 1rem;background:#8a6d1d;color:#fff;border-radius:6px;text-decoration:none">Open the order</a></p>
<p style="color:#666">— Bullion Desk, ${escapeHtml(groupName)}</p>
</body></html>`;
  return { to, subject: `Order ${order.number} is now ${order.status} — ${groupName}`, text, html, link };
}

type OrderMailDeps = Pick<AppDeps, 'db' | 'config' | 'mailer' | 'logger'>;

/** The group's name, who changed the order, and the members to tell: read as the actor, so row-level security keeps it to the group. */
async function audience(deps: OrderMailDeps, acting: Acting) {
  return scoped(deps.db, { userId: acting.userId, groupIds: [acting.groupId] }, async (tx) => {
    const group = await tx.selectFrom('groups').select('name').where('id', '=', acting.groupId).executeTakeFirstOrThrow();
    const actor = await tx.selectFrom('profiles').select(['name', 'display_name', 'email']).where('id', '=', acting.userId).executeTakeFirst();
    const members = await tx
      .selectFrom('group_members as m')
      .innerJoin('group_member_roles as r', 'r.id', 'm.role_id')
      .innerJoin('profiles as p', 'p.id', 'm.user_id')
      .select(['m.user_id', 'p.email'])
      .where('m.group_id', '=', acting.groupId)
      .where('m.user_id', '!=', acting.userId)
      .where(sql<SqlBool>`coalesce((r.permissions ->> 'orders.write')::boolean, false)`)
      .orderBy('m.id')
      .execute();
    return { groupName: group.name, changedBy: actor?.display_name || actor?.name || actor?.email || 'a member', members };
  });
}

/**
 * Mails the order's new status to those who want order updates. One failed mail does not stop the
 * others; the failures are thrown together once every mail was tried, for the caller to log.
 */
export async function mailOrderStatus(deps: OrderMailDeps, acting: Acting, order: MailedOrder): Promise<void> {
  const { groupName, changedBy, members } = await audience(deps, acting);
  const link = new URL(`/orders/${order.id}`, deps.config.SITE_URL).href;
  const failed: unknown[] = [];
  // One after the other: a team is a handful of people, and an SMTP server prefers it.
  for (const member of members) {
    try {
      await sendOptionalMail(deps, member.user_id, 'orderUpdates', orderStatusMail({ to: member.email, groupName, order, changedBy, link }));
    } catch (error) {
      failed.push(error);
    }
  }
  if (failed.length) throw new AggregateError(failed, `${failed.length} of ${members.length} order update mails could not be sent`);
}
