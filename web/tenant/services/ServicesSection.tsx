import { useSearchParams } from 'react-router-dom';
import { Tabs } from 'antd-mobile';
import type { TenantSectionProps } from '../sections';
import { ApplicationsTab } from './ApplicationsTab';
import { ComplaintsTab } from './ComplaintsTab';
import '../../services/applications/applications.css';
import './services.css';

/** 服务 (issue 19.6): 在线申请 (book the apartment's items) and 投诉建议 (file one, read the reply); ?tab=complaints. */
export default function ServicesSection({ go }: TenantSectionProps) {
  const [params] = useSearchParams();
  const tab = params.get('tab') === 'complaints' ? 'complaints' : 'applications';
  return (
    <div className="tenant-section tenant-services">
      <Tabs activeKey={tab} onChange={(k) => go('services', k === 'complaints' ? { tab: k } : {})}>
        <Tabs.Tab title="在线申请" key="applications">
          <ApplicationsTab />
        </Tabs.Tab>
        <Tabs.Tab title="投诉建议" key="complaints">
          <ComplaintsTab />
        </Tabs.Tab>
      </Tabs>
    </div>
  );
}
