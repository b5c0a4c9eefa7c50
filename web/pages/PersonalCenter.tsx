import { Avatar, Button, ErrorBlock, List, Skeleton } from 'antd-mobile';
import { AddSquareOutline, SetOutline, BellOutline, ScanningOutline, LockOutline } from 'antd-mobile-icons';
import { useNavigate } from 'react-router-dom';
import type { ReactNode } from 'react';
import { MENU, menuAllows, type RouteDef } from '../../sync/product/menu';
import { USER_TYPE_NAME, type UserType } from '../../sync/product/accounts';
import { confirmLogout, useProfile } from '../shell/account';
import { FeatureList } from '../shell/FeatureList';
import { getSession } from '../lib/session';
import { DESKTOP_QUERY, useMedia } from '../lib/use-media';
import { PERMS } from '../../sync/product/permissions';

interface Shortcut {
  path: string;
  title: string;
  icon: ReactNode;
}

/** The shortcuts at the top of 我的 the user may open: 添加公寓, 通用配置, 本机设备, 消息中心. */
function shortcuts(): Shortcut[] {
  const menu = getSession()?.menuList ?? [];
  const general = MENU.find((g) => g.pkId === 7)?.routes.some((r) => menuAllows(menu, r.perm)) ?? false;
  return [
    ...(menuAllows(menu, PERMS.addApartment)
      ? [{ path: '/addHome', title: '添加公寓', icon: <AddSquareOutline /> }]
      : []),
    ...(general ? [{ path: '/General', title: '通用配置', icon: <SetOutline /> }] : []),
    { path: '/personalCenter/device', title: '本机设备', icon: <ScanningOutline /> },
    { path: '/Message', title: '消息中心', icon: <BellOutline /> },
  ];
}

/**
 * 我的: the signed-in account, the shortcuts an operator needs most (添加公寓, 通用配置, the device settings
 * sub-page), logout, then on phones every screen the user may open.
 */
export default function PersonalCenter({ route }: { route: RouteDef }) {
  const profile = useProfile();
  const navigate = useNavigate();
  const p = profile.data;
  const desktop = useMedia(DESKTOP_QUERY);
  return (
    <div className="page">
      <div className="page-card personal-center">
        <h1 className="page-title">{route.title}</h1>
        {profile.isLoading ? (
          <Skeleton.Paragraph lineCount={2} animated />
        ) : profile.isError ? (
          <ErrorBlock status="default" title="加载失败" description={(profile.error as Error).message} />
        ) : p ? (
          <div className="profile-head">
            <Avatar src={p.picture ?? ''} style={{ '--size': '48px', '--border-radius': '50%' }} />
            <div>
              <div className="profile-name">{p.nickname}</div>
              <div className="profile-sub">
                {p.orgName} · {USER_TYPE_NAME[p.userType as UserType] ?? '-'}
              </div>
            </div>
          </div>
        ) : null}
        <nav className="personal-shortcuts" aria-label="常用功能">
          {shortcuts().map((s) => (
            <button key={s.path} type="button" className="personal-shortcut" onClick={() => navigate(s.path)}>
              <span className="personal-shortcut-icon">{s.icon}</span>
              {s.title}
            </button>
          ))}
        </nav>
        {p ? (
          <List header="账号信息">
            <List.Item extra={p.managerName}>姓名</List.Item>
            <List.Item extra={p.phone}>手机号</List.Item>
            <List.Item extra={USER_TYPE_NAME[p.userType as UserType] ?? '-'}>账号类型</List.Item>
            <List.Item prefix={<LockOutline />} onClick={() => navigate('/personalCenter/password')}>
              修改密码
            </List.Item>
            <List.Item prefix={<BellOutline />} onClick={() => navigate('/personalCenter/notify')}>
              通知方式
            </List.Item>
          </List>
        ) : null}
        <Button block color="danger" fill="outline" style={{ marginTop: 16 }} onClick={() => void confirmLogout()}>
          退出登录
        </Button>
        <p className="profile-sub" style={{ marginTop: 12, textAlign: 'center' }}>
          资料修改与结算记录正在建设中
        </p>
      </div>
      {!desktop && <FeatureList />}
    </div>
  );
}
