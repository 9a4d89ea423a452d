// Auth workflows. Filled by the foundation issue's SPA work (log-in, sign-out, session checks).
import type { AppStartListening } from '../../app/listener';

export function addAuthListeners(_startListening: AppStartListening): void {}
