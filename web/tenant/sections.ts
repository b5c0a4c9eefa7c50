import type { ComponentType } from 'react';
import { AppOutline, BillOutline, MessageOutline, SoundOutline, TeamOutline } from 'antd-mobile-icons';
import type { TenantMe } from '../../sync/contract/tenant/tenant';
import { SetOutline } from 'antd-mobile-icons';
import { AppstoreOutline } from 'antd-mobile-icons';

/** What the tenant page hands each section. */
export interface TenantSectionProps {
  /** The tenant's lease (GET /api/tenant/me). */
  me: TenantMe;
  /** Opens another section (`/tenant?s=<key>` plus `params`, e.g. `{ id }`). */
  go: (key: string, params?: Record<string, string>) => void;
}

export interface TenantSection {
  /** The `s` of the page's address: `/tenant?s=repairs&id=…`. */
  key: string;
  /** Its tab's title (two characters: seven tabs fit a phone). */
  title: string;
  icon: ComponentType;
  /** The section's code, loaded when it is first opened. Its default export takes TenantSectionProps. */
  load: () => Promise<{ default: ComponentType<TenantSectionProps> }>;
}

/**
 * The sections of the tenant page, in tab order (issue 19.1). Each area adds its line and owns its folder:
 * 报修 (web/tenant/repairs), 公告 (notices), 消息 (inbox), 服务 (services), 社区 (community).
 */
export const SECTIONS: readonly TenantSection[] = [
  { key: 'home', title: '首页', icon: AppOutline, load: () => import('./home/HomeSection') },
  { key: 'bills', title: '账单', icon: BillOutline, load: () => import('./bills/BillsSection') },
  { key: 'repairs', title: '报修', icon: SetOutline, load: () => import('./repairs/RepairsSection') },
  { key: 'notices', title: '公告', icon: SoundOutline, load: () => import('./notices/NoticesSection') },
  { key: 'inbox', title: '消息', icon: MessageOutline, load: () => import('./inbox/InboxSection') },
  { key: 'services', title: '服务', icon: AppstoreOutline, load: () => import('./services/ServicesSection') },
  { key: 'community', title: '社区', icon: TeamOutline, load: () => import('./community/CommunitySection') },
];
