// Which workflows a store has: the signed-in player's are added once, when the shell's chunk first
// renders (playerListeners.ts). Kept in the state (and so in DevTools) because a second registration
// would run each of those listeners twice: some are made per registration, so the middleware cannot
// recognise them as the same.
import { createSlice } from '@reduxjs/toolkit';

export const workflowsSlice = createSlice({
  name: 'workflows',
  initialState: { player: false },
  reducers: {
    playerWorkflowsAdded(state) {
      state.player = true;
    },
  },
});

export const { playerWorkflowsAdded } = workflowsSlice.actions;
