import type { Deps } from '../../deps';
import type { RobotDriver } from './driver';
import { simulatorRobotDriver } from './simulator';
import { webhookRobotDriver } from './webhook';

export const ROBOT_DRIVERS = ['simulator', 'webhook'] as const;

/**
 * The group-robot connector, chosen by env NOTIFY_ROBOT_DRIVER: 'simulator' (default; records what it would post) or
 * 'webhook' (real HTTPS POST). An unknown name is refused loudly rather than silently simulated.
 */
export function robotDriver(deps: Deps, name = process.env.NOTIFY_ROBOT_DRIVER || 'simulator'): RobotDriver {
  if (name === 'simulator') return simulatorRobotDriver(deps.db, deps.now);
  if (name === 'webhook') return webhookRobotDriver(deps.now, deps.config.allowInsecurePushEndpoints === true);
  throw new Error(`NOTIFY_ROBOT_DRIVER=${name}: unknown robot driver (known: ${ROBOT_DRIVERS.join(', ')})`);
}
