import { mutationOptions } from '@tanstack/react-query';
import { apiRequest } from '../http/client';
import { accountExportSchema, deletedAccountSchema, type DeleteAccountBody } from '@bullion/contract';

/** Everything the caller may take with them (GET /api/account/export), parsed. */
export function exportAccountData() {
  return apiRequest('/account/export', { schema: accountExportSchema });
}

/** The page shows a refusal (last admin, a paid plan) beside the form: no error toast as well. */
export function deleteAccount(body: DeleteAccountBody) {
  return apiRequest('/account', { method: 'DELETE', body, schema: deletedAccountSchema, reportErrors: false });
}

/** Deletes the account for good; the caller signs out afterwards. */
export function deleteAccountMutationOptions() {
  return mutationOptions({ mutationFn: (body: DeleteAccountBody) => deleteAccount(body) });
}
