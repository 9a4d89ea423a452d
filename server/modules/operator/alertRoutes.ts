// The operator's side of alerts: acknowledge one (who and when, audited), and read or change the
// thresholds the alert scan uses (each change an audit row with the value before and after).
import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ALERT_SETTINGS, ALERT_SETTING_KINDS } from '../../../src/domain/contract/alerts';
import type { AppDeps } from '../../deps';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { caller } from '../../lib/access';
import { actorOf, recordAction } from './audit';
import { ALERT_MSG } from './alertMessages';
import { alertWithAck, insertAck } from './alertBoardRepository';
import { alertThresholds, setAlertThreshold } from './alertScanRepository';
import { errorResponses, IdParams } from './schemas';

const AckReply = Type.Object({
  isSuccess: Type.Literal(true),
  id: Type.Integer(),
  acknowledgedBy: Type.String(),
  acknowledgedAt: Type.String(),
});

const Setting = Type.Object({
  kind: Type.String(),
  label: Type.String(),
  unit: Type.String(),
  threshold: Type.Integer(),
  updatedAt: Type.String(),
  updatedBy: Type.Union([Type.String(), Type.Null()]),
});

const MAX_THRESHOLD = 100_000_000;

async function settingsList(deps: AppDeps) {
  const rows = new Map((await alertThresholds(deps.db)).map((r) => [r.kind, r]));
  return ALERT_SETTINGS.flatMap((s) => {
    const row = rows.get(s.kind);
    return row
      ? [
          {
            kind: s.kind,
            label: s.label,
            unit: s.unit,
            threshold: row.threshold,
            updatedAt: row.updated_at.toISOString(),
            updatedBy: row.updated_by,
          },
        ]
      : [];
  });
}

export async function alertRoutes(base: FastifyInstance, deps: AppDeps): Promise<void> {
  const api = base.withTypeProvider<TypeBoxTypeProvider>();

  api.post(
    '/admin/alerts/:id/acknowledge',
    {
      config: { permission: 'alerts.acknowledge' },
      schema: { params: IdParams, response: { 200: AckReply, ...errorResponses } },
    },
    async (request) => {
      const actor = actorOf(request);
      const { id } = request.params;
      return deps.db.transaction().execute(async (trx) => {
        const alert = await alertWithAck(trx, id);
        if (!alert) throw notFound(ALERT_MSG.noSuchAlert);
        if (alert.acknowledged_by) throw conflict(ALERT_MSG.alreadyAcknowledged(alert.acknowledged_by));
        const done = await insertAck(trx, id, actor.operatorId);
        if (!done) {
          const now = await alertWithAck(trx, id);
          throw conflict(ALERT_MSG.alreadyAcknowledged(now?.acknowledged_by ?? 'someone else'));
        }
        await recordAction(trx, actor, {
          action: 'alert.acknowledge',
          target: `alert:${id}`,
          before: { kind: alert.kind, subject: alert.subject, link: alert.link, acknowledged: false },
          after: { acknowledged: true },
        });
        const me = caller(request).username;
        return { isSuccess: true as const, id, acknowledgedBy: me, acknowledgedAt: done.at.toISOString() };
      });
    },
  );

  api.get(
    '/admin/alert-settings',
    {
      config: { permission: 'settings.read' },
      schema: { response: { 200: Type.Object({ isSuccess: Type.Literal(true), data: Type.Array(Setting) }), ...errorResponses } },
    },
    async () => ({ isSuccess: true as const, data: await settingsList(deps) }),
  );

  api.put(
    '/admin/alert-settings/:kind',
    {
      config: { permission: 'settings.write' },
      schema: {
        params: Type.Object({ kind: Type.String({ minLength: 1, maxLength: 40 }) }),
        body: Type.Object({ threshold: Type.Number() }, { additionalProperties: false }),
        response: { 200: Type.Object({ isSuccess: Type.Literal(true), data: Type.Array(Setting) }), ...errorResponses },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const { kind } = request.params;
      const { threshold } = request.body;
      if (!ALERT_SETTING_KINDS.includes(kind)) throw notFound(ALERT_MSG.noSuchAlertSetting);
      if (!Number.isInteger(threshold) || threshold < 0 || threshold > MAX_THRESHOLD) throw badRequest(ALERT_MSG.thresholdRange);
      await deps.db.transaction().execute(async (trx) => {
        const before = await setAlertThreshold(trx, kind, threshold, actor.operatorId);
        if (before === undefined) throw notFound(ALERT_MSG.noSuchAlertSetting);
        await recordAction(trx, actor, {
          action: 'settings.alert',
          target: `alert-setting:${kind}`,
          before: { threshold: before },
          after: { threshold },
        });
      });
      return { isSuccess: true as const, data: await settingsList(deps) };
    },
  );
}
