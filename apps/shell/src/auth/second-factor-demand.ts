// A group that requires two-step verification asked for it (the API's mfa_required): which group,
// and whether the user already has an authenticator (then a code is asked) or must add one first.
// The shell's SecondFactorModal shows while a demand is open.
import { create } from 'zustand';

export interface SecondFactorDemand {
  groupId: string;
  enrolled: boolean;
}

export const useSecondFactorDemand = create<{ demand: SecondFactorDemand | null }>()(() => ({ demand: null }));

export function demandSecondFactor(demand: SecondFactorDemand): void {
  useSecondFactorDemand.setState({ demand });
}

export function settleSecondFactorDemand(): void {
  useSecondFactorDemand.setState({ demand: null });
}
