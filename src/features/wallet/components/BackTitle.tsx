// A card title with a back arrow before it, for the views one step inside the wallet (saved
// accounts, add account): the arrow's label says where it goes.
import type { ReactNode } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { walletActions, type WalletView } from '../walletSlice';
import { BackButton, CardTitle } from './walletUi';
import { BackIcon } from './walletIcons';

interface BackTitleProps {
  id: string;
  back: WalletView;
  backLabel: string;
  children: ReactNode;
}

export function BackTitle({ id, back, backLabel, children }: BackTitleProps) {
  const dispatch = useAppDispatch();
  return (
    <CardTitle id={id}>
      <BackButton aria-label={backLabel} onClick={() => dispatch(walletActions.viewChosen(back))}>
        <BackIcon />
      </BackButton>
      {children}
    </CardTitle>
  );
}
