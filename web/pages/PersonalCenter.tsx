import { lazy, Suspense } from 'react';
import { Avatar, Button, ErrorBlock, List, Skeleton } from 'antd-mobile';
import type { RouteDef } from '../../sync/menu';
import { USER_TYPE_NAME, type UserType } from '../../sync/accounts';
import { confirmLogout, useProfile } from '../shell/account';
import { FeatureList } from '../shell/FeatureList';
import { DESKTOP_QUERY, useMedia } from '../lib/use-media';

/** 消息推送 (web push): loaded on its own so it weighs nothing elsewhere. */
const PushSettings = lazy(() => import('../pwa/PushSettings'));
/** 本机设备: this device's ID-card reader (used by lease signing), loaded on its own like PushSettings. */
const IdReaderSettings = lazy(() => import('../leases/id-capture/IdReaderSettings').then((m) => ({ default: m.IdReaderSettings })));

/** 我的: the signed-in account and logout. Settlement records and profile editing arrive with the admin issue. */
export default function PersonalCenter({ route }: { route: RouteDef }) {
  const profile = useProfile();
  const p = profile.data;
  const desktop = useMedia(DESKTOP_QUERY);
  return (
    <div className="page">
      <div className="page-card">
        <h1 className="page-title">{route.title}</h1>
        {profile.isLoading ? (
          <Skeleton.Paragraph lineCount={4} animated />
        ) : profile.isError ? (
          <ErrorBlock status="default" title="加载失败" description={(profile.error as Error).message} />
        ) : p ? (
          <>
            <div className="profile-head">
              <Avatar src={p.picture ?? ''} style={{ '--size': '56px', '--border-radius': '50%' }} />
              <div>
                <div className="profile-name">{p.nickname}</div>
                <div className="profile-sub">{p.orgName}</div>
              </div>
            </div>
            <List>
              <List.Item extra={p.managerName}>姓名</List.Item>
              <List.Item extra={p.phone}>手机号</List.Item>
              <List.Item extra={USER_TYPE_NAME[p.userType as UserType] ?? '-'}>账号类型</List.Item>
            </List>
          </>
        ) : null}
        <Suspense fallback={<Skeleton.Paragraph lineCount={2} animated />}>
          <PushSettings />
        </Suspense>
        <section aria-labelledby="personal-device-title" style={{ marginTop: 16 }}>
          <h2 id="personal-device-title" style={{ fontSize: 15, fontWeight: 600, margin: '0 0 4px' }}>
            本机设备
          </h2>
          <Suspense fallback={<Skeleton.Paragraph lineCount={3} animated />}>
            <IdReaderSettings />
          </Suspense>
        </section>
        <Button block color="danger" fill="outline" style={{ marginTop: 16 }} onClick={() => void confirmLogout()}>
          退出登录
        </Button>
        <ErrorBlock status="empty" title="建设中" description="资料修改与结算记录正在建设中" style={{ marginTop: 16 }} />
      </div>
      {!desktop && <FeatureList />}
    </div>
  );
}
