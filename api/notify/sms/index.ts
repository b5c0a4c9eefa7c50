import type { Deps } from '../../deps';
import { recordSimSend } from '../sim-sends';
import type { SmsDriver } from './driver';

export const SMS_DRIVERS = ['simulator'] as const;

/** NOTIFY_SMS_DRIVER=simulator (the default): records the text it would send (notify_sim_sends), sends nothing. */
const simulatorSmsDriver = (deps: Deps): SmsDriver => ({
  async send(s) {
    await recordSimSend(deps.db, deps.now(), {
      orgId: s.orgId,
      userId: s.userId,
      channel: 'sms',
      target: s.phone,
      body: s.text,
    });
    return { ok: true };
  },
});

/** The SMS connector, chosen by env NOTIFY_SMS_DRIVER (only 'simulator' so far); an unknown name is refused. */
export function smsDriver(deps: Deps, name = process.env.NOTIFY_SMS_DRIVER || 'simulator'): SmsDriver {
  if (name === 'simulator') return simulatorSmsDriver(deps);
  throw new Error(`NOTIFY_SMS_DRIVER=${name}: unknown SMS driver (known: ${SMS_DRIVERS.join(', ')})`);
}
