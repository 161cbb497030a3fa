// What each action of the Releases page would change, in the words its confirmation uses: which
// release an environment serves before and after. null when the action has nothing to do.
import type { Target } from '@bullion/contract';

/** A sentence starts with a capital, an environment's name too. */
const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export interface TargetChange {
  title: string;
  text: string;
  confirmLabel: string;
  /** Toasted once the change is made. */
  done: string;
}

/** Why an action is not offered right now, for the disabled button's tooltip. */
export interface Unavailable {
  reason: string;
}

/** `target` takes over the stable release `source` serves (staging → production). */
export function promoteChange(target: Target, source: Target): TargetChange | Unavailable {
  if (target.canary) return { reason: `A canary is running in ${target.environment}: promote it to 100% or roll it back first.` };
  if (source.release.id === target.release.id) return { reason: sentence(`${target.environment} already serves what ${source.environment} serves.`) };
  return {
    title: `Promote ${target.remote} to ${target.environment}?`,
    text: sentence(`${target.environment} will serve ${target.remote} ${source.release.id} instead of ${target.release.id}, to everyone, as ${source.environment} does now.`),
    confirmLabel: `Promote to ${target.environment}`,
    done: sentence(`${target.environment} now serves ${target.remote} ${source.release.id}`),
  };
}

/** A running canary is aborted; otherwise the environment goes back to its previous stable release. */
export function rollbackChange(target: Target): TargetChange | Unavailable {
  const { remote, environment, release, canary, previous } = target;
  if (canary) {
    return {
      title: `Roll back the ${remote} canary in ${environment}?`,
      text: `The canary ${canary.id} stops: the ${canary.percent}% of users who get it go back to ${release.id}, like everyone else in ${environment}.`,
      confirmLabel: 'Roll back the canary',
      done: `The ${remote} canary in ${environment} is rolled back`,
    };
  }
  if (!previous) return { reason: `${remote} has no earlier release in ${environment} to go back to.` };
  return {
    title: `Roll back ${remote} in ${environment}?`,
    text: sentence(`${environment} will serve ${remote} ${previous.id} instead of ${release.id}, to everyone.`),
    confirmLabel: 'Roll back',
    done: sentence(`${environment} now serves ${remote} ${previous.id}`),
  };
}

/** The canary becomes the stable release for everyone. */
export function promoteCanaryChange(target: Target): TargetChange | Unavailable {
  const { remote, environment, release, canary } = target;
  if (!canary) return { reason: `No canary of ${remote} is running in ${environment}.` };
  return {
    title: `Promote the ${remote} canary to 100%?`,
    text: sentence(`${environment} will serve ${remote} ${canary.id} instead of ${release.id}, to everyone (${canary.percent}% get it today).`),
    confirmLabel: 'Promote to 100%',
    done: sentence(`${environment} now serves ${remote} ${canary.id} to everyone`),
  };
}

export const isUnavailable = (change: TargetChange | Unavailable): change is Unavailable => 'reason' in change;
