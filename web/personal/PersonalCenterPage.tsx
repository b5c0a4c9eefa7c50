import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Avatar, Button, ErrorBlock, List, Skeleton } from 'antd-mobile';
import {
  AddSquareOutline,
  SetOutline,
  BellOutline,
  ScanningOutline,
  LockOutline,
  EditSOutline,
} from 'antd-mobile-icons';
import { useNavigate } from 'react-router-dom';
import { MENU, menuAllows, type RouteDef } from '../../sync/product/menu';
import { USER_TYPE_NAME, type UserType } from '../../sync/product/accounts';
import { PERMS } from '../../sync/product/permissions';
import { confirmLogout } from '../shell/account';
import { FeatureList } from '../shell/FeatureList';
import { getSession } from '../lib/session';
import { DESKTOP_QUERY, useMedia } from '../lib/use-media';
import { personalProfileQuery } from './personal-api';
import { AvatarField } from './AvatarField';
import { NicknameSheet } from './NicknameSheet';
import { SettlementPanel } from './SettlementPanel';
import './personal.css';

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
 * /personalCenter, 我的 (part 4 §2 "Personal centre"): the account (avatar, nickname, phone), the shortcuts an
 * operator needs most, 修改昵称 / 修改密码 / 通知方式, the settlement of the trades the user collected (the boss: the
 * organisation's), logout; then on phones every screen the user may open.
 */
export default function PersonalCenterPage({ route }: { route: RouteDef }) {
  const profile = useQuery(personalProfileQuery);
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const p = profile.data;
  const desktop = useMedia(DESKTOP_QUERY);
  return (
    <div className="page personal-page">
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
            <List.Item extra={<AvatarField profile={p} />}>头像</List.Item>
            <List.Item prefix={<EditSOutline />} extra={p.nickname} onClick={() => setEditing(true)}>
              昵称
            </List.Item>
            <List.Item extra={p.name}>姓名</List.Item>
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
      </div>
      <div className="page-card personal-settlement">
        <SettlementPanel />
      </div>
      {editing && p ? <NicknameSheet profile={p} onClose={() => setEditing(false)} /> : null}
      {!desktop && <FeatureList />}
    </div>
  );
}
