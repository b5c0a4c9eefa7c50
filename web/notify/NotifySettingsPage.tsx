import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Toast } from 'antd-mobile';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { RouteDef } from '../../sync/product/menu';
import type { ChannelOutcome } from '../../sync/contract/notify/notify';
import { PageFrame } from '../components/PageFrame';
import { ListState } from '../components/list/ListState';
import { errorText } from '../components/form/errors';
import { CHANNELS_KEY, channelsQuery, sendTest } from './notify-api';
import { ChannelList } from './ChannelList';
import { TestResults } from './TestResults';
import { SimSends } from './SimSends';
import { RobotSettings } from './RobotSettings';
import './notify.css';

/**
 * /personalCenter/notify — 通知方式 (issue 19.4): the channels that reach the user and their switches, 发送测试通知
 * through every channel on with each one's outcome, the simulators' latest sends, and for admins the group robot.
 */
export default function NotifySettingsPage({ route }: { route: RouteDef }) {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const channels = useQuery(channelsQuery);
  const [testing, setTesting] = useState(false);
  const [results, setResults] = useState<ChannelOutcome[] | null>(null);

  async function test() {
    setTesting(true);
    try {
      const r = await sendTest();
      setResults(r.results);
      Toast.show({ icon: 'success', content: '测试通知已发送' });
      await qc.invalidateQueries({ queryKey: CHANNELS_KEY });
      await qc.invalidateQueries({ queryKey: ['unread'] });
    } catch (e) {
      Toast.show({ icon: 'fail', content: errorText(e) });
    } finally {
      setTesting(false);
    }
  }

  const view = channels.data;
  return (
    <PageFrame
      title={route.title}
      extra={
        <Button size="small" onClick={() => navigate('/personalCenter')}>
          返回我的
        </Button>
      }
    >
      <p className="profile-sub notify-intro">
        报修、欠费、告警、租约到期等提醒会同时通过下列已开启的方式送达；浏览器推送在部分网络和手机浏览器上无法送达，建议同时开启群机器人或短信。
      </p>
      <ListState loading={channels.isLoading} error={channels.error} onRetry={() => void channels.refetch()} lines={6}>
        {view ? (
          <div className="notify-grid">
            <div>
              <ChannelList view={view} />
              <div className="notify-test">
                <Button block color="primary" loading={testing} onClick={() => void test()}>
                  发送测试通知
                </Button>
              </div>
              {results ? <TestResults results={results} /> : null}
            </div>
            <div>
              {view.canEditRobot ? <RobotSettings /> : null}
              <SimSends recent={view.recent} />
            </div>
          </div>
        ) : null}
      </ListState>
    </PageFrame>
  );
}
