import { callApi } from '../../../lib/api/call-api';

/** Whether the user name is taken; a failed check is treated as "not known to be taken". */
export async function isNameTaken(userName: string, signal?: AbortSignal): Promise<boolean> {
  const { exists } = await callApi('accounts.testName', { userName }, { signal, silent: true });
  return exists;
}
