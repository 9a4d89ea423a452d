// A player's page actions in flight and their refusals, one entry per form, so a double click sends
// nothing and the server's message shows under the form that caused it.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CreateUserRequest, UpdateUserRequest } from '../../../domain/contract/admin';

export type PlayerForm = 'create' | 'money' | 'limit' | 'lock' | 'password' | 'login';

export type PlayerAction =
  | { form: 'create'; body: CreateUserRequest }
  | { form: 'money'; id: number; direction: 'credit' | 'debit'; amount: number; reason: string }
  | { form: 'limit' | 'lock' | 'password'; id: number; body: UpdateUserRequest }
  | { form: 'login'; id: number; lock: boolean; reason: string };

export interface PlayerActionsState {
  pending: Partial<Record<PlayerForm, boolean>>;
  /** A form's confirmation step is open. Sending closes it, so one confirmation sends one call: a
   *  second click on Confirm after a fast answer finds it closed. */
  confirming: Partial<Record<PlayerForm, boolean>>;
  errors: Partial<Record<PlayerForm, string>>;
  /** Bumped on each success so the form can clear itself. */
  done: Partial<Record<PlayerForm, number>>;
}

const initialState: PlayerActionsState = { pending: {}, confirming: {}, errors: {}, done: {} };

export const playerActionsSlice = createSlice({
  name: 'playerActions',
  initialState,
  reducers: {
    playerActionSubmitted(_state, _action: PayloadAction<PlayerAction>) {},
    playerConfirmationOpened(state, action: PayloadAction<PlayerForm>) {
      state.confirming[action.payload] = true;
      delete state.errors[action.payload];
    },
    playerConfirmationClosed(state, action: PayloadAction<PlayerForm>) {
      delete state.confirming[action.payload];
    },
    playerActionStarted(state, action: PayloadAction<PlayerForm>) {
      state.pending[action.payload] = true;
      delete state.confirming[action.payload];
      delete state.errors[action.payload];
    },
    playerActionSucceeded(state, action: PayloadAction<PlayerForm>) {
      delete state.pending[action.payload];
      state.done[action.payload] = (state.done[action.payload] ?? 0) + 1;
    },
    playerActionRefused(state, action: PayloadAction<{ form: PlayerForm; message: string }>) {
      delete state.pending[action.payload.form];
      state.errors[action.payload.form] = action.payload.message;
    },
  },
  selectors: {
    selectFormPending: (state, form: PlayerForm) => !!state.pending[form],
    selectFormConfirming: (state, form: PlayerForm) => !!state.confirming[form],
    selectFormError: (state, form: PlayerForm) => state.errors[form],
    selectFormDone: (state, form: PlayerForm) => state.done[form] ?? 0,
  },
});

export const playerActions = playerActionsSlice.actions;
export const { selectFormPending, selectFormConfirming, selectFormError, selectFormDone } = playerActionsSlice.selectors;
