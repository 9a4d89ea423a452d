// Helpers for the protection tests: the player's calls and deposits with slips nobody used before.
import type { FastifyInstance } from 'fastify';
import { depositForm, postDeposit, slipPng } from '../wallet/testSupport';

let slips = 0;
/** A deposit request of `rupees` with a fresh UTR and slip image. */
export async function deposit(app: FastifyInstance, session: { cookie: string; userId: number }, rupees: number) {
  slips += 1;
  const utr = String(500_000_000_000 + slips * 7919 + Math.floor(Math.random() * 1000));
  return postDeposit(
    app,
    session.cookie,
    depositForm({ userId: session.userId, depositAmount: String(rupees), UTR: utr }, { bytes: slipPng([`UTR ${utr}`, `Paid ₹${rupees}`]) }),
  );
}

export function protection(app: FastifyInstance, cookie: string) {
  return {
    state: () => app.inject({ method: 'GET', url: '/api/protection', headers: { cookie } }),
    setLimit: (body: { kind: string; period: string; amount: number | null }) =>
      app.inject({ method: 'PUT', url: '/api/protection/limits', headers: { cookie }, payload: body }),
    exclude: (body: { kind: string; length: string }) =>
      app.inject({ method: 'POST', url: '/api/protection/exclusion', headers: { cookie }, payload: body }),
    realityCheck: (minutes: number) =>
      app.inject({ method: 'PUT', url: '/api/protection/reality-check', headers: { cookie }, payload: { minutes } }),
    session: () => app.inject({ method: 'GET', url: '/api/protection/session', headers: { cookie } }),
  };
}

export const HOUR = 60 * 60_000;
export const DAY = 24 * HOUR;
