// What both wallet queues do with their list: poll it (oldest first), keep the clerk's choice (the
// first request when none is chosen), move through it, and ask for a decision on the chosen one.
import { useRef } from 'react';
import { useAdminDispatch, useAdminSelector } from '../../app/adminHooks';
import { decisionsActions, selectSelected } from './decisionsSlice';
import { usePendingRequestsQuery } from './requestsApi';

export function useRequestQueue(requestType: 'deposit' | 'withdraw', onMoved: () => void = () => undefined) {
  const dispatch = useAdminDispatch();
  const {
    data: queue = [],
    isLoading,
    isError,
  } = usePendingRequestsQuery(requestType, { pollingInterval: 15_000, refetchOnMountOrArgChange: true });
  const chosen = useAdminSelector((state) => selectSelected(state, requestType));
  const selected = queue.find((r) => r.id === chosen) ?? queue[0];
  const commentRef = useRef<HTMLTextAreaElement>(null);
  const choose = (id: number) => {
    dispatch(decisionsActions.requestSelected({ requestType, id }));
    onMoved();
  };
  /** J and K: the next or the previous request, stopping at either end. */
  const move = (offset: number) => {
    if (!queue.length) return;
    const index = Math.max(
      0,
      queue.findIndex((r) => r.id === selected?.id),
    );
    choose(queue[Math.min(queue.length - 1, Math.max(0, index + offset))].id);
  };
  const decide = (approve: boolean) => {
    if (!selected) return;
    // R with no reason typed yet: the comment box takes the focus and the form says why.
    if (!approve && !commentRef.current?.value.trim()) commentRef.current?.focus();
    dispatch(decisionsActions.decisionRequested({ id: selected.id, requestType, approve }));
  };
  return { queue, isLoading, isError, selected, commentRef, choose, move, decide };
}
