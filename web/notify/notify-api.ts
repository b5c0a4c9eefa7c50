import { queryOptions } from '@tanstack/react-query';
import { call } from '../lib/api';
import { notify, type ChannelsView, type RobotInput } from '../../sync/contract/notify/notify';

export const CHANNELS_KEY = ['notify', 'channels'] as const;

/** The signed-in user's channels (我的 → 通知方式). */
export const channelsQuery = queryOptions({ queryKey: CHANNELS_KEY, queryFn: () => call(notify.channels) });

export const saveChannels = (v: Pick<ChannelsView['push'], 'on'> & { robot: 0 | 1; sms: 0 | 1 }) =>
  call(notify.saveChannels, { json: { push: v.on, robot: v.robot, sms: v.sms } });

export const sendTest = () => call(notify.test);

export const robotQuery = queryOptions({ queryKey: ['notify', 'robot'], queryFn: () => call(notify.robot) });

export const saveRobot = (input: RobotInput) => call(notify.saveRobot, { json: input });
