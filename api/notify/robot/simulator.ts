import type { Db } from '../../db/store';
import { recordSimSend } from '../sim-sends';
import { robotBody, type RobotDriver } from './driver';

/** NOTIFY_ROBOT_DRIVER=simulator (the default): records the JSON it would post (notify_sim_sends), posts nothing. */
export const simulatorRobotDriver = (db: Db, now: () => number): RobotDriver => ({
  async post(p) {
    await recordSimSend(db, now(), {
      orgId: p.orgId,
      userId: '',
      channel: 'robot',
      target: p.target.kind,
      body: JSON.stringify(robotBody(p.target.kind, p.content, p.mobiles)),
    });
    return { ok: true };
  },
});
