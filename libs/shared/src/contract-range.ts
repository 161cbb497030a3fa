// Whether a remote's declared contract range admits this shell's contract. Its own entry
// ('@bullion/shared/contract-range'), outside the shared singleton, so that semver is bundled only
// where remotes are loaded (the shell's remote loader) and not in every page's first download.
import satisfies from 'semver/functions/satisfies';
import validRange from 'semver/ranges/valid';
import { SHELL_CONTRACT } from './shell-contract';

/** The shell's contract version, for Node code that checks ranges against it (the release registry). */
export { SHELL_CONTRACT };

export function isContractCompatible(contractRange: string, shellContract = SHELL_CONTRACT): boolean {
  // An empty range means "any" to semver; a remote must name the contract it was built against.
  if (!contractRange.trim() || !validRange(contractRange)) return false;
  return satisfies(shellContract, contractRange);
}
