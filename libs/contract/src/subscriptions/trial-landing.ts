// Where a started free trial takes the admin, and what the toast says: a team goes on to invite
// people (what Teams and Pro add for a team); a personal group has nobody to invite, so it stays on
// Billing & plans, where the trial's days and the plan to keep are shown. The shell's trial offers
// and the settings page both follow this one rule.
import type { TrialPlan } from './schemas';

export interface TrialLanding {
  title: string;
  description: string;
  path: string;
}

const PLAN_NAMES: Readonly<Record<TrialPlan, string>> = { pro: 'Pro', teams: 'Teams' };

export function trialLanding(plan: TrialPlan, groupType: string | undefined): TrialLanding {
  const title = `Your ${PLAN_NAMES[plan]} trial has started`;
  if (groupType === 'personal') {
    return {
      title,
      description: `Your own domain, subdomain and branding are yours for the trial. Keep ${PLAN_NAMES[plan]} from Billing & plans whenever you like.`,
      path: '/settings/billing-and-plans',
    };
  }
  return { title, description: 'Invite people to work with you.', path: '/settings/people?invite=true' };
}
