// A group that requires two-step verification asked for it (the API's mfa_required): which group,
// and whether the user already has an authenticator (then a code is asked) or must add one first.
// The shell's SecondFactorModal shows while a demand is open; whoever asked with askForSecondFactor
// learns whether the session became two-step (then retries) or the user gave up.
import { create } from 'zustand';

export interface SecondFactorDemand {
  groupId: string;
  enrolled: boolean;
  /** Resolves the askForSecondFactor promise; absent for a demand nobody waits on. */
  settle?: (verified: boolean) => void;
}

export const useSecondFactorDemand = create<{ demand: SecondFactorDemand | null }>()(() => ({ demand: null }));

function open(demand: SecondFactorDemand): void {
  // A newer demand replaces an open one, whose asker hears that it was not met.
  useSecondFactorDemand.getState().demand?.settle?.(false);
  useSecondFactorDemand.setState({ demand });
}

/** Opens the dialog and waits: true once the session is two-step, false when the user closed it. */
export function askForSecondFactor(groupId: string, enrolled: boolean): Promise<boolean> {
  return new Promise((settle) => open({ groupId, enrolled, settle }));
}

/** Opens the dialog without waiting (a call of the current group was refused). */
export function demandSecondFactor(demand: Omit<SecondFactorDemand, 'settle'>): void {
  open(demand);
}

export function settleSecondFactorDemand(verified = false): void {
  const { demand } = useSecondFactorDemand.getState();
  useSecondFactorDemand.setState({ demand: null });
  demand?.settle?.(verified);
}
