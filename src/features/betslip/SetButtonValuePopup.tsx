// The Set Button Value popup (spec §2): the slip's ten quick stakes as label/value pairs; Update saves
// all ten ('Update Successfully!' closes it, 'Try again later!' keeps it open).
import { skipToken } from '@reduxjs/toolkit/query/react';
import { stackButtonList } from '../../domain/contract/bets';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Modal } from '../../ui/Modal';
import { PageLoader } from '../../ui/PageLoader';
import { selectUserId } from '../auth';
import { STACK_BUTTONS_SAVE_KEY, useFetchMatchStackBtnQuery, useUpdateMatchStackBtnMutation } from './betslipApi';
import { selectStackEditorOpen, stackButtonsSubmitted, stackEditorClosed } from './betslipSlice';
import { StackButtonsForm } from './StackButtonsForm';
import { useT } from '../../i18n/runtime';

export function SetButtonValuePopup() {
  const t = useT();
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectStackEditorOpen);
  const userId = useAppSelector(selectUserId);
  const { data } = useFetchMatchStackBtnQuery(open && userId ? userId : skipToken);
  const [, { isLoading: saving }] = useUpdateMatchStackBtnMutation({ fixedCacheKey: STACK_BUTTONS_SAVE_KEY });
  if (!open) return null;
  return (
    <Modal title={t('Set Button Value')} onClose={() => dispatch(stackEditorClosed())} width={420}>
      {data ? (
        <StackButtonsForm
          initial={stackButtonList(data)}
          saving={saving}
          onSubmit={(buttons) => dispatch(stackButtonsSubmitted({ buttons }))}
        />
      ) : (
        <PageLoader />
      )}
    </Modal>
  );
}
