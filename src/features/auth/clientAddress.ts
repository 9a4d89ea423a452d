// The client's IP and location from /api/whoami, as the log-in calls and the session check need them.
import type { AppListenerApi } from '../../app/listener';
import type { WhoAmIResponse } from '../../domain/contract/auth';
import { authApi } from './authApi';

/** The client's IP and location, or undefined when the look-up failed or came back incomplete. */
export async function clientAddress(api: AppListenerApi): Promise<WhoAmIResponse | undefined> {
  const { data } = await api.dispatch(authApi.endpoints.whoami.initiate(undefined, { subscribe: false }));
  return data && data.ip && data.city && data.region && data.country ? data : undefined;
}
