// Events of the shell that other features take up (features react to actions, not to components).
import { createAction } from '@reduxjs/toolkit';

/**
 * HOOK POINT for the My Market popup (spec §2 Header): the header's Exp button dispatches this.
 * The issue that builds My Market listens for it (or selects on it) and opens the popup.
 */
export const exposureClicked = createAction('layout/exposureClicked');
